import { describe, expect, it } from 'vitest';

import { SHOPPER_REASONS, SHOP_REASONS, reasonText } from './reasons';

describe('cancellation reasons', () => {
  it('names a listed code in words and shows anything else as written', () => {
    expect(reasonText('out_of_stock')).toBe('Out of stock');
    expect(reasonText('changed_my_mind')).toBe('I changed my mind');
    expect(reasonText('Fraudulent order reported by the bank')).toBe('Fraudulent order reported by the bank');
    // Not a code: an own property lookup, never the prototype's.
    expect(reasonText('toString')).toBe('toString');
  });

  it('gives every listed reason its own words', () => {
    const texts = [...SHOPPER_REASONS, ...SHOP_REASONS].map(reasonText);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).not.toMatch(/^cancel\./);
  });
});
