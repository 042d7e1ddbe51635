import { describe, expect, it } from 'vitest';

import { formatItemCount, itemCount, paymentStatusLabel } from './facts';

describe('order facts', () => {
  it('count the pieces of every line', () => {
    expect(itemCount([{ qty: 2 }, { qty: 1 }])).toBe(3);
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(1500)).toBe('1,500 items');
  });

  it('say the payment state in words', () => {
    expect(paymentStatusLabel('pending')).toBe('Not paid yet');
    expect(paymentStatusLabel('succeeded')).toBe('Paid');
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
    expect(paymentStatusLabel('failed')).toBe('Failed');
  });
});
