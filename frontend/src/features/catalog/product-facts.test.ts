import { describe, expect, it } from 'vitest';

import { LOW_STOCK_AT_MOST, discountPercent, stockState } from './product-facts';

describe('the stock state', () => {
  it('says out of stock, only N left, or in stock', () => {
    expect(stockState(0)).toEqual({ level: 'out', label: 'Out of stock' });
    expect(stockState(1)).toEqual({ level: 'low', label: 'Only 1 left' });
    expect(stockState(LOW_STOCK_AT_MOST)).toEqual({ level: 'low', label: 'Only 5 left' });
    expect(stockState(LOW_STOCK_AT_MOST + 1)).toEqual({ level: 'in', label: 'In stock' });
  });
});

describe('the discount', () => {
  it('is a whole percentage, rounded down', () => {
    expect(discountPercent({ originalPrice: 1499, sellingPrice: 999 })).toBe(33);
    expect(discountPercent({ originalPrice: 1000, sellingPrice: 500 })).toBe(50);
    expect(discountPercent({ originalPrice: 100, sellingPrice: 99.99 })).toBe(0);
    expect(discountPercent({ originalPrice: 0.3, sellingPrice: 0.1 })).toBe(66);
  });

  it('is 0 without a saving', () => {
    expect(discountPercent({ originalPrice: 999, sellingPrice: 999 })).toBe(0);
    expect(discountPercent({ originalPrice: 0, sellingPrice: 0 })).toBe(0);
  });
});
