import type { CouponBody as CouponRequest } from '@/api';
import { formatWhen } from '@/lib/dates';
import { formatRupees, fromPaise } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { z } from '@/lib/zod';

import { couponTexts } from './i18n';

// The coupon form's rules: the server's (docs/orders.md, "Coupons"), so a form the browser accepts
// is one the server accepts, and each problem is said next to its field. A seller's shop coupon and
// the Admin's platform coupon share them; the platform's has no product and its own example code.

/**
 * The body of POST /create-coupon-code (the contract's `CouponBody`), every field given: amounts
 * in rupees as numbers, the expiry in UTC (RFC 3339), null for "none" (no minimum, no cap, every
 * product, no expiry, no limit of uses in all or per account).
 */
export type CreateCouponBody = Required<CouponRequest>;

/** Whose coupon: a seller's, for their own shop, or Haat's, for every shop and funded by Haat. */
export type CouponScope = 'shop' | 'platform';

/** The body of POST /admin-create-coupon: a shop coupon's without the product. */
export type PlatformCouponBody = Omit<CreateCouponBody, 'selectedProduct'>;

/** The body the form sends in each scope. */
export type CouponBody<S extends CouponScope> = S extends 'shop' ? CreateCouponBody : PlatformCouponBody;

/** What differs: the example code, and the ask for a mistyped expiry (a key of the shared catalogue). */
const WORDS = {
  shop: { example: 'DIWALI10', badExpiry: 'error.badExpiryShop' },
  platform: { example: 'WELCOME20', badExpiry: 'error.badExpiryPlatform' },
} as const satisfies Record<CouponScope, { example: string; badExpiry: string }>;

export const COUPON_LIMITS = {
  codeMin: 3,
  codeMax: 32,
  percentMin: 1,
  percentMax: 100,
  /** ₹1,00,00,000 in paise: the catalogue's price cap, far above any real minimum or cap. */
  maxAmountPaise: 1_00_00_000 * 100,
  /** The most uses a coupon can be limited to, in all or per account (the server's bound). */
  usesMax: 1_000_000,
} as const;

/** What the form holds: text as typed, so a half-typed amount stays what the seller or Admin sees. */
export type CouponFormValues = {
  name: string;
  value: string;
  minAmount: string;
  maxAmount: string;
  /** A product's id, or '' for all products; always '' for a platform coupon. */
  selectedProduct: string;
  /** An `<input type="datetime-local">` value, read in the browser's time zone; '' for no expiry. */
  expiresAt: string;
  /** How many times the coupon may be used in all; '' for no limit. */
  maxUses: string;
  /**
   * How many times one account may use it; '' for the server's default: no limit on a shop's
   * coupon, once on a platform coupon (Haat pays for every use).
   */
  maxUsesPerAccount: string;
};

export const EMPTY_COUPON_FORM: CouponFormValues = {
  name: '',
  value: '',
  minAmount: '',
  maxAmount: '',
  selectedProduct: '',
  expiresAt: '',
  maxUses: '',
  maxUsesPerAccount: '',
};

const CODE = /^[A-Z0-9_-]+$/;

/** A code as the server keeps it: trimmed and upper-cased. */
export const normalizeCode = (raw: string) => raw.trim().toUpperCase();

/** What is wrong with a code, or null. Letters are ASCII, as the server counts them. */
export function codeProblem(raw: string, scope: CouponScope): string | null {
  const code = normalizeCode(raw);
  if (code === '') return couponTexts.t('error.codeRequired', { example: WORDS[scope].example });
  if (!CODE.test(code)) return couponTexts.t('error.codeCharacters');
  if (code.length < COUPON_LIMITS.codeMin || code.length > COUPON_LIMITS.codeMax)
    return couponTexts.t('error.codeLength', { min: COUPON_LIMITS.codeMin, max: COUPON_LIMITS.codeMax });
  return null;
}

/** A percentage as typed ("10", "10%") as a whole number, or null. */
export function parsePercent(raw: string): number | null {
  const digits = raw.replace(/[%\s]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return value >= COUPON_LIMITS.percentMin && value <= COUPON_LIMITS.percentMax ? value : null;
}

/**
 * A use limit as typed ("100", "1,000") as a whole number from 1 to 10,00,000, or null (also for
 * an empty field, which the form's rules tell apart).
 */
export function parseUses(raw: string): number | null {
  const digits = raw.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const uses = Number(digits);
  return uses >= 1 && uses <= COUPON_LIMITS.usesMax ? uses : null;
}

/** Rupees as typed ("1,499", "₹999.50") read exactly, as whole paise; null when it is no amount. */
export function parseRupees(raw: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(raw.replace(/[₹,\s]/g, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A `datetime-local` value as the instant it names in the browser's time zone, or null. */
export function parseLocalDateTime(value: string): Date | null {
  // Without an offset, ECMAScript reads a date-time as local time (a date alone would be UTC).
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An optional amount: '' is none; otherwise rupees with at most two decimals, within the cap.
 * `zero` is the message for a zero where it must be more (the key of the shared catalogue).
 */
const amount = (zero: 'error.maxZero' | null) =>
  z.string().superRefine((raw, ctx) => {
    const say = (message: string) => ctx.addIssue({ code: 'custom', message });
    const cleaned = raw.replace(/[₹,\s]/g, '');
    if (cleaned === '') return;
    const paise = parseRupees(raw);
    if (/^\d+\.\d{3,}$/.test(cleaned)) say(couponTexts.t('error.decimals'));
    else if (paise === null) say(couponTexts.t('error.amount'));
    else if (zero && paise === 0) say(couponTexts.t(zero));
    else if (paise > COUPON_LIMITS.maxAmountPaise) say(couponTexts.t('error.amountCap'));
  });

/** An optional use limit: '' is none (the body's null); otherwise a whole number in the server's range. */
const useLimit = z.string().superRefine((raw, ctx) => {
  if (raw.trim() === '') return;
  if (parseUses(raw) === null)
    ctx.addIssue({
      code: 'custom',
      message: couponTexts.t('error.uses', { max: formatCount(COUPON_LIMITS.usesMax) }),
    });
});

/** The amount of a checked field as the body carries it: rupees as a number, or null. */
const rupeesOrNull = (raw: string) => {
  const paise = parseRupees(raw);
  return paise === null ? null : fromPaise(paise);
};

/**
 * The form's schema for `scope`, transforming to the body of POST /create-coupon-code (a shop
 * coupon) or POST /admin-create-coupon (a platform coupon, without the product). "Now", for the
 * expiry, is read when the form is checked, not when it was opened.
 */
export const couponFormSchema = <S extends CouponScope>(scope: S) =>
  z
    .object({
      name: z.string().superRefine((raw, ctx) => {
        const problem = codeProblem(raw, scope);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      value: z.string().superRefine((raw, ctx) => {
        if (raw.trim() === '')
          ctx.addIssue({ code: 'custom', message: couponTexts.t('error.percentRequired') });
        else if (parsePercent(raw) === null)
          ctx.addIssue({ code: 'custom', message: couponTexts.t('error.percent') });
      }),
      minAmount: amount(null),
      maxAmount: amount('error.maxZero'),
      selectedProduct: z.string(),
      expiresAt: z.string().superRefine((raw, ctx) => {
        if (raw === '') return;
        const at = parseLocalDateTime(raw);
        const say = (message: string) => ctx.addIssue({ code: 'custom', message });
        if (!at) say(couponTexts.t(WORDS[scope].badExpiry));
        else if (at.getTime() <= Date.now()) say(couponTexts.t('error.expiryPast'));
      }),
      maxUses: useLimit,
      maxUsesPerAccount: useLimit,
    })
    .transform((values) => {
      const body: PlatformCouponBody = {
        name: normalizeCode(values.name),
        value: parsePercent(values.value) ?? 0,
        minAmount: rupeesOrNull(values.minAmount),
        maxAmount: rupeesOrNull(values.maxAmount),
        expiresAt:
          values.expiresAt === '' ? null : (parseLocalDateTime(values.expiresAt)?.toISOString() ?? null),
        // Null, not absent, for an empty field: the server reads both alike (no limit; for a
        // platform coupon's per-account limit, once), and the body says what was left empty.
        maxUses: parseUses(values.maxUses),
        maxUsesPerAccount: parseUses(values.maxUsesPerAccount),
      };
      // The platform's endpoint takes no product at all. TypeScript cannot narrow S from `scope`,
      // hence the cast; the two branches are the two bodies.
      return (
        scope === 'shop'
          ? { ...body, selectedProduct: values.selectedProduct === '' ? null : values.selectedProduct }
          : body
      ) as CouponBody<S>;
    });

/**
 * What the coupon will do, in one to three sentences, from the form as it stands; null until the
 * percentage is valid. `productName` is the chosen product's, or null for all products; a platform
 * coupon has none. Each sentence is one message of the shared catalogue, its optional parts (the
 * cap, the minimum) messages of their own filled in, so each language orders them its own way.
 */
export function describeCoupon(
  values: CouponFormValues,
  scope: CouponScope,
  productName: string | null = null,
): string | null {
  const percent = parsePercent(values.value);
  if (percent === null) return null;
  const min = values.minAmount.trim() === '' ? null : parseRupees(values.minAmount);
  const max = values.maxAmount.trim() === '' ? null : parseRupees(values.maxAmount);
  const expiry = values.expiresAt === '' ? null : parseLocalDateTime(values.expiresAt);
  const code =
    codeProblem(values.name, scope) === null ? normalizeCode(values.name) : couponTexts.t('summary.thisCode');
  const cap =
    max !== null && max > 0 ? couponTexts.t('summary.cap', { amount: formatRupees(fromPaise(max)) }) : '';
  let least = '';
  if (min !== null && min > 0) {
    const minimum = { amount: formatRupees(fromPaise(min)) };
    if (scope === 'platform') least = couponTexts.t('summary.minPlatform', minimum);
    else if (productName === null) least = couponTexts.t('summary.minShopAll', minimum);
    else least = couponTexts.t('summary.minShopProduct', minimum);
  }
  const offer = { code, percent: String(percent), cap, min: least };
  const sentences = [
    scope === 'platform'
      ? couponTexts.t('summary.offerPlatform', offer)
      : productName === null
        ? couponTexts.t('summary.offerAll', offer)
        : couponTexts.t('summary.offerProduct', { ...offer, product: productName }),
    expiry
      ? couponTexts.t('summary.until', { date: formatWhen(expiry.toISOString(), 'local') })
      : couponTexts.t('summary.neverExpires'),
  ];
  // Said only when typed, so the sentence reads as before for a coupon without limits; an empty
  // per-account limit's meaning (which differs by scope) is the field's hint.
  const total = parseUses(values.maxUses);
  const perAccount = parseUses(values.maxUsesPerAccount);
  if (total !== null) sentences.push(couponTexts.t('summary.totalUses', { count: total }));
  if (perAccount !== null) sentences.push(couponTexts.t('summary.perAccount', { count: perAccount }));
  return sentences.join(' ');
}
