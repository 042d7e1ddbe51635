import { describe, expect, it } from 'vitest';

import { EMPTY_COUPON_FORM, codeProblem, describeCoupon, parsePercent, parseRupees } from './validation';

describe('coupon form rules', () => {
  it('reads rupees as typed, exactly, in paise', () => {
    expect(parseRupees('1,499.50')).toBe(149950);
    expect(parseRupees('₹ 0.29')).toBe(29);
    expect(parseRupees('500')).toBe(50000);
    expect(parseRupees('12.345')).toBeNull();
    expect(parseRupees('-5')).toBeNull();
    expect(parseRupees('')).toBeNull();
  });

  it('takes a whole percentage from 1 to 100', () => {
    expect(parsePercent('10')).toBe(10);
    expect(parsePercent('100 %')).toBe(100);
    expect(parsePercent('0')).toBeNull();
    expect(parsePercent('101')).toBeNull();
    expect(parsePercent('12.5')).toBeNull();
  });

  it('takes 3 to 32 ASCII letters, digits, - and _ in any case', () => {
    expect(codeProblem(' diwali-10_b ')).toBeNull();
    expect(codeProblem('X'.repeat(32))).toBeNull();
    expect(codeProblem('X'.repeat(33))).toBe('A code has 3 to 32 characters.');
    expect(codeProblem('AB')).toBe('A code has 3 to 32 characters.');
    expect(codeProblem('DÎWALI')).toBe('Use only letters, digits, - and _, without spaces.');
  });

  it('says what a coupon will do once its percentage is known', () => {
    expect(describeCoupon({ ...EMPTY_COUPON_FORM, name: 'save10' }, null)).toBeNull();
    expect(describeCoupon({ ...EMPTY_COUPON_FORM, name: 'x', value: '15', minAmount: '0' }, null)).toBe(
      'With this code, shoppers get 15% off all your products. It never expires.',
    );
    expect(
      describeCoupon(
        { ...EMPTY_COUPON_FORM, name: 'save10', value: '10', minAmount: '1000', maxAmount: '250' },
        null,
      ),
    ).toBe(
      'With SAVE10, shoppers get 10% off all your products, up to ₹250.00, when those items come to at least ₹1,000.00. It never expires.',
    );
  });
});
