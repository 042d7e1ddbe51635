import { describe, expect, it } from 'vitest';

import { truncate } from './truncate';

describe('truncate', () => {
  it('cuts shop names at the limit without an ellipsis', () => {
    expect(truncate('Kala Handlooms and Weaves of Kanchipuram', 25)).toBe('Kala Handlooms and Weaves');
    expect(truncate('Short', 25)).toBe('Short');
  });

  it("adds '...' to product names of the limit or longer, as docs/product.md §3 says", () => {
    expect(truncate('a'.repeat(74), 75, { ellipsis: true })).toBe('a'.repeat(74));
    expect(truncate('a'.repeat(75), 75, { ellipsis: true })).toBe(`${'a'.repeat(75)}...`);
    expect(truncate('a'.repeat(90), 75, { ellipsis: true })).toBe(`${'a'.repeat(75)}...`);
  });

  it('never splits a character in half', () => {
    expect(truncate('🧵🧵🧵', 2)).toBe('🧵🧵');
    expect(truncate('कुर्ता सेट', 4)).toBe('कुर्');
  });
});
