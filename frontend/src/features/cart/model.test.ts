import { describe, expect, it } from 'vitest';

import { cartSubtotal, parseCart } from './model';

describe('the stored cart', () => {
  it('keeps well-formed lines and drops anything else', () => {
    const items = parseCart([
      { _id: 'a', name: 'Kurta', sellingPrice: 999, qty: 2 },
      { _id: 'b', name: 'No quantity', sellingPrice: 10 },
      'garbage',
      null,
      { _id: 'c', name: 'Zero', sellingPrice: 10, qty: 0 },
    ]);
    expect(items.map((i) => i._id)).toEqual(['a']);
  });

  it('sums exactly, in paise', () => {
    const items = parseCart([
      { _id: 'a', name: 'A', sellingPrice: 0.1, qty: 3 },
      { _id: 'b', name: 'B', sellingPrice: 19.99, qty: 1 },
    ]);
    expect(cartSubtotal(items)).toBe(20.29);
  });
});
