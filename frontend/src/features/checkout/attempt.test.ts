import { afterEach, describe, expect, it } from 'vitest';

import type { CreateOrderBody } from '@/api';

import { endCheckoutAttempt, idempotencyKeyFor } from './attempt';

const body = (overrides: Partial<CreateOrderBody> = {}): CreateOrderBody => ({
  cart: [{ productId: 'kurta', isEvent: false, qty: 1, size: 'M', color: 'Indigo', sellingPrice: 999 }],
  shippingAddress: {
    name: 'Priya Sharma',
    phoneNumber: '9876543210',
    address1: '12 MG Road',
    address2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    zipCode: '560001',
  },
  couponCode: null,
  paymentMethod: 'cod',
  ...overrides,
});

afterEach(() => endCheckoutAttempt());

describe('the checkout attempt’s Idempotency-Key', () => {
  it('is the same for the same body, and new for any change', () => {
    const first = idempotencyKeyFor(body());
    expect(idempotencyKeyFor(body())).toBe(first);
    expect(idempotencyKeyFor(body({ paymentMethod: 'razorpay' }))).not.toBe(first);
    expect(idempotencyKeyFor(body({ couponCode: 'SAVE10' }))).not.toBe(first);
    const other = idempotencyKeyFor(body({ cart: [{ ...body().cart[0]!, qty: 2 }] }));
    expect(other).not.toBe(first);
    // Going back to the first body is a new attempt too: only the latest is remembered.
    expect(idempotencyKeyFor(body())).not.toBe(first);
  });

  it('survives a reload of the tab, without keeping the address', () => {
    const first = idempotencyKeyFor(body());
    const stored = window.sessionStorage.getItem('haat:checkout-attempt') ?? '';
    expect(stored).toContain(first);
    expect(stored).not.toContain('MG Road');
    expect(stored).not.toContain('9876543210');
  });

  it('is new once the attempt has ended', () => {
    const first = idempotencyKeyFor(body());
    endCheckoutAttempt();
    expect(window.sessionStorage.length).toBe(0);
    expect(idempotencyKeyFor(body())).not.toBe(first);
  });
});
