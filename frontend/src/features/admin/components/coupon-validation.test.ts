import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  EMPTY_COUPON_FORM,
  codeProblem,
  couponFormSchema,
  describeCoupon,
  parsePercent,
  parseRupees,
} from './coupon-validation';

afterEach(() => vi.useRealTimers());

describe('the platform coupon form’s rules', () => {
  it('reads codes, percentages and rupees as the server does', () => {
    expect(codeProblem(' welcome-20 ')).toBeNull();
    expect(codeProblem('AB')).toBe('A code has 3 to 32 characters.');
    expect(codeProblem('WEL COME')).toBe('Use only letters, digits, - and _, without spaces.');
    expect(parsePercent('20 %')).toBe(20);
    expect(parsePercent('0')).toBeNull();
    expect(parsePercent('12.5')).toBeNull();
    expect(parseRupees('1,000.5')).toBe(100050);
    expect(parseRupees('12.345')).toBeNull();
  });

  it('sends the code upper-cased, rupees as numbers and the expiry in UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    const parsed = couponFormSchema.safeParse({
      name: 'welcome20',
      value: '20',
      minAmount: '999.50',
      maxAmount: '',
      expiresAt: '2026-12-31T23:59',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      name: 'WELCOME20',
      value: 20,
      minAmount: 999.5,
      maxAmount: null,
      expiresAt: new Date('2026-12-31T23:59').toISOString(),
    });
    expect(parsed.data?.expiresAt).toMatch(/Z$/);
  });

  it('refuses an expiry in the past and a zero cap', () => {
    const parsed = couponFormSchema.safeParse({
      ...EMPTY_COUPON_FORM,
      name: 'OLD10',
      value: '10',
      maxAmount: '0',
      expiresAt: '2020-01-01T10:00',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['maxAmount', 'The maximum discount must be more than ₹0, or leave it empty.'],
      ['expiresAt', 'The expiry must be in the future.'],
    ]);
  });

  it('says what the coupon will do', () => {
    expect(describeCoupon({ ...EMPTY_COUPON_FORM, name: 'x' })).toBeNull();
    expect(
      describeCoupon({
        ...EMPTY_COUPON_FORM,
        name: 'welcome20',
        value: '20',
        maxAmount: '500',
        minAmount: '1000',
      }),
    ).toBe(
      'With WELCOME20, shoppers get 20% off in every shop, funded by Haat, up to ₹500.00, on at least ₹1,000.00 of items. It never expires.',
    );
  });
});
