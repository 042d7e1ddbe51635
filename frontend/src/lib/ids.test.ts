import { describe, expect, it } from 'vitest';

import { shortId, shortOrderId } from './ids';

describe('short ids', () => {
  it('show an order by its first 9 characters (docs/product.md §3)', () => {
    expect(shortOrderId('6650a1b2c3d4e5f6a7b8c9d0')).toBe('6650a1b2c');
  });

  it('show an order or request on the dashboard by its last 8 characters, upper-cased', () => {
    expect(shortId('order-0001abcd')).toBe('0001ABCD');
  });
});
