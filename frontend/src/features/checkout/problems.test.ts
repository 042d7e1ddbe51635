import { describe, expect, it } from 'vitest';

import { isBlocking, problemText } from './problems';

const line = (problem: Parameters<typeof problemText>[0]['problem'], stock = 5, sellingPrice = 1049) => ({
  problem,
  stock,
  sellingPrice,
});

describe("a quoted line's problem", () => {
  it('is said in words', () => {
    expect(problemText(line(null), 999)).toBeNull();
    expect(problemText(line('out_of_stock'), 999)).toBe('Out of stock');
    expect(problemText(line('not_enough_stock', 2), 999)).toBe('Only 2 left');
    expect(problemText(line('not_enough_stock', 1), 999)).toBe('Only 1 left');
    expect(problemText(line('unavailable'), 999)).toBe('No longer available');
    expect(problemText(line('size_required'), 999)).toBe('Choose a size');
  });

  it('names the old and new price when the price changed', () => {
    expect(problemText(line('price_changed', 5, 100000), 99999.5)).toBe(
      'Price changed from ₹99,999.50 to ₹1,00,000.00',
    );
    expect(problemText(line('price_changed'), null)).toBe('The price has changed to ₹1,049.00');
  });

  it('blocks the order unless it is only a changed price', () => {
    expect(isBlocking(line('price_changed'))).toBe(false);
    expect(isBlocking(line(null))).toBe(false);
    for (const problem of ['out_of_stock', 'not_enough_stock', 'unavailable', 'size_required'] as const) {
      expect(isBlocking(line(problem))).toBe(true);
    }
  });
});
