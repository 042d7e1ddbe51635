import { afterEach, describe, expect, it, vi } from 'vitest';

import { activate, loadCatalog } from '@/lib/i18n';
import { formatCount } from '@/lib/numbers';

import {
  EMPTY_COUPON_FORM,
  codeProblem,
  couponFormSchema,
  describeCoupon,
  parsePercent,
  parseRupees,
  parseUses,
} from './validation';
import { couponTexts } from './i18n';

afterEach(() => vi.useRealTimers());

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

  it('takes a whole number of uses from 1 to 10,00,000', () => {
    expect(parseUses('1')).toBe(1);
    expect(parseUses(' 1,000 ')).toBe(1000);
    expect(parseUses('10,00,000')).toBe(1_000_000);
    expect(parseUses('1000001')).toBeNull();
    expect(parseUses('0')).toBeNull();
    expect(parseUses('2.5')).toBeNull();
    expect(parseUses('-3')).toBeNull();
    expect(parseUses('')).toBeNull();
  });

  it('takes 3 to 32 ASCII letters, digits, - and _ in any case', () => {
    expect(codeProblem(' diwali-10_b ', 'shop')).toBeNull();
    expect(codeProblem('X'.repeat(32), 'shop')).toBeNull();
    expect(codeProblem('X'.repeat(33), 'shop')).toBe('A code has 3 to 32 characters.');
    expect(codeProblem('AB', 'platform')).toBe('A code has 3 to 32 characters.');
    expect(codeProblem('DÎWALI', 'shop')).toBe('Use only letters, digits, - and _, without spaces.');
    expect(codeProblem('WEL COME', 'platform')).toBe('Use only letters, digits, - and _, without spaces.');
  });

  it('asks for a code with an example of the scope’s own', () => {
    expect(codeProblem(' ', 'shop')).toBe('Enter a code, such as DIWALI10.');
    expect(codeProblem('', 'platform')).toBe('Enter a code, such as WELCOME20.');
  });

  it('says what a shop coupon will do once its percentage is known', () => {
    expect(describeCoupon({ ...EMPTY_COUPON_FORM, name: 'save10' }, 'shop')).toBeNull();
    expect(describeCoupon({ ...EMPTY_COUPON_FORM, name: 'x', value: '15', minAmount: '0' }, 'shop')).toBe(
      'With this code, shoppers get 15% off all your products. It never expires.',
    );
    expect(
      describeCoupon(
        { ...EMPTY_COUPON_FORM, name: 'save10', value: '10', minAmount: '1000', maxAmount: '250' },
        'shop',
      ),
    ).toBe(
      'With SAVE10, shoppers get 10% off all your products, up to ₹250.00, when those items come to at least ₹1,000.00. It never expires.',
    );
    expect(
      describeCoupon(
        {
          ...EMPTY_COUPON_FORM,
          name: 'kurta10',
          value: '10',
          minAmount: '500',
          selectedProduct: 'product-1',
        },
        'shop',
        'Block-printed cotton kurta',
      ),
    ).toBe(
      'With KURTA10, shoppers get 10% off Block-printed cotton kurta, when it comes to at least ₹500.00. It never expires.',
    );
  });

  it('says how often a coupon can be used once a limit is typed', () => {
    const tenOff = { ...EMPTY_COUPON_FORM, name: 'save10', value: '10' };
    expect(describeCoupon({ ...tenOff, maxUses: '100' }, 'shop')).toBe(
      'With SAVE10, shoppers get 10% off all your products. It never expires. It can be used 100 times in all.',
    );
    expect(describeCoupon({ ...tenOff, maxUses: '1', maxUsesPerAccount: '1' }, 'shop')).toBe(
      'With SAVE10, shoppers get 10% off all your products. It never expires. It can be used once in all. Each account can use it once.',
    );
    expect(describeCoupon({ ...tenOff, maxUsesPerAccount: '3' }, 'platform')).toBe(
      'With SAVE10, shoppers get 10% off in every shop, funded by Haat. It never expires. Each account can use it up to 3 times.',
    );
    // A limit that is no limit yet says nothing.
    expect(describeCoupon({ ...tenOff, maxUses: '0' }, 'shop')).toBe(
      'With SAVE10, shoppers get 10% off all your products. It never expires.',
    );
  });

  it('says what a platform coupon will do: in every shop, funded by Haat', () => {
    expect(describeCoupon({ ...EMPTY_COUPON_FORM, name: 'x' }, 'platform')).toBeNull();
    expect(
      describeCoupon(
        { ...EMPTY_COUPON_FORM, name: 'welcome20', value: '20', maxAmount: '500', minAmount: '1000' },
        'platform',
      ),
    ).toBe(
      'With WELCOME20, shoppers get 20% off in every shop, funded by Haat, up to ₹500.00, on at least ₹1,000.00 of items. It never expires.',
    );
  });

  it('sends a shop coupon’s code upper-cased, rupees as numbers, the product and the expiry in UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    const parsed = couponFormSchema('shop').safeParse({
      name: 'diwali10',
      value: '10%',
      minAmount: '1,499.50',
      maxAmount: '',
      selectedProduct: 'product-1',
      expiresAt: '2026-12-31T23:59',
      maxUses: '500',
      maxUsesPerAccount: '',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toStrictEqual({
      name: 'DIWALI10',
      value: 10,
      minAmount: 1499.5,
      maxAmount: null,
      selectedProduct: 'product-1',
      expiresAt: new Date('2026-12-31T23:59').toISOString(),
      maxUses: 500,
      maxUsesPerAccount: null,
    });
    expect(
      couponFormSchema('shop').parse({ ...EMPTY_COUPON_FORM, name: 'all10', value: '10' }),
    ).toHaveProperty('selectedProduct', null);
  });

  it('sends a platform coupon without a product, the expiry in UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    const parsed = couponFormSchema('platform').safeParse({
      ...EMPTY_COUPON_FORM,
      name: 'welcome20',
      value: '20',
      minAmount: '999.50',
      expiresAt: '2026-12-31T23:59',
      maxUsesPerAccount: '2',
    });
    expect(parsed.success).toBe(true);
    // Strict: the Admin's endpoint takes no `selectedProduct` key at all.
    expect(parsed.data).toStrictEqual({
      name: 'WELCOME20',
      value: 20,
      minAmount: 999.5,
      maxAmount: null,
      expiresAt: new Date('2026-12-31T23:59').toISOString(),
      maxUses: null,
      maxUsesPerAccount: 2,
    });
    expect(parsed.data?.expiresAt).toMatch(/Z$/);
  });

  it('refuses an expiry in the past and a zero cap', () => {
    const parsed = couponFormSchema('platform').safeParse({
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

  it('refuses a use limit that is not a whole number from 1 to 10,00,000', () => {
    const issues = (maxUses: string, maxUsesPerAccount: string) =>
      couponFormSchema('shop')
        .safeParse({ ...EMPTY_COUPON_FORM, name: 'SAVE10', value: '10', maxUses, maxUsesPerAccount })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    const message = 'Enter a whole number from 1 to 10,00,000, or leave it empty.';
    expect(issues('0', '1.5')).toEqual([
      ['maxUses', message],
      ['maxUsesPerAccount', message],
    ]);
    expect(issues('10,00,001', 'once')).toEqual([
      ['maxUses', message],
      ['maxUsesPerAccount', message],
    ]);
    expect(issues('10,00,000', ' ')).toBeUndefined();
  });

  it('asks for a whole date and time, in the scope’s words', () => {
    const issues = (scope: 'shop' | 'platform') =>
      couponFormSchema(scope)
        .safeParse({ ...EMPTY_COUPON_FORM, name: 'SAVE10', value: '10', expiresAt: '2026-12-31' })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues('shop')).toEqual([
      ['expiresAt', 'Choose a date and time, or leave it empty for no expiry.'],
    ]);
    expect(issues('platform')).toEqual([['expiresAt', 'Choose a date and time, or leave it empty.']]);
  });

  it('says its problems and what the coupon will do in the page’s language', async () => {
    await loadCatalog('fr', couponTexts.namespace);
    activate('fr');
    const issues = couponFormSchema('shop')
      .safeParse({ ...EMPTY_COUPON_FORM, name: ' ', value: '0', maxUses: '0' })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['name', 'Saisissez un code, par exemple DIWALI10.'],
      ['value', 'Saisissez un nombre entier de 1 à 100.'],
      // The bound is written as French writes numbers: 1 000 000.
      ['maxUses', `Saisissez un nombre entier de 1 à ${formatCount(1_000_000)}, ou laissez vide.`],
    ]);

    await loadCatalog('hi', couponTexts.namespace);
    activate('hi');
    expect(
      describeCoupon(
        { ...EMPTY_COUPON_FORM, name: 'save10', value: '10', maxAmount: '250', maxUses: '1' },
        'shop',
      ),
    ).toBe(
      'SAVE10 से ग्राहकों को आपके सभी प्रोडक्ट पर 10% की छूट मिलेगी, ज़्यादा से ज़्यादा ₹250.00। यह कभी समाप्त नहीं होगा। इसे कुल एक बार इस्तेमाल किया जा सकता है।',
    );
  });
});
