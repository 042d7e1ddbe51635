import { describe, expect, it } from 'vitest';

import { shortId, shortOrderId } from './ids';

describe('short ids', () => {
  it('show an order by the first 8 hex digits of its id, without the hyphen that follows them', () => {
    expect(shortOrderId('4dca8ec2-5b1e-4f0a-9c3d-2e7f6a1b8c90')).toBe('4dca8ec2');
  });

  it('show an order or request on the dashboard by its last 8 characters, upper-cased', () => {
    expect(shortId('order-0001abcd')).toBe('0001ABCD');
  });
});
