import type { CouponBody as CouponRequest } from '@/api';
import { formatRupees, fromPaise } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { z } from '@/lib/zod';

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

/** The words that differ: the example code, and the ask for a mistyped expiry. */
const WORDS = {
  shop: { example: 'DIWALI10', badExpiry: 'Choose a date and time, or leave it empty for no expiry.' },
  platform: { example: 'WELCOME20', badExpiry: 'Choose a date and time, or leave it empty.' },
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
  if (code === '') return `Enter a code, such as ${WORDS[scope].example}.`;
  if (!CODE.test(code)) return 'Use only letters, digits, - and _, without spaces.';
  if (code.length < COUPON_LIMITS.codeMin || code.length > COUPON_LIMITS.codeMax)
    return `A code has ${COUPON_LIMITS.codeMin} to ${COUPON_LIMITS.codeMax} characters.`;
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

/** An optional amount: '' is none; otherwise rupees with at most two decimals, within the cap. */
const amount = (positive: { zero: string } | null) =>
  z.string().superRefine((raw, ctx) => {
    const say = (message: string) => ctx.addIssue({ code: 'custom', message });
    const cleaned = raw.replace(/[₹,\s]/g, '');
    if (cleaned === '') return;
    const paise = parseRupees(raw);
    if (/^\d+\.\d{3,}$/.test(cleaned)) say('Use at most 2 decimal places.');
    else if (paise === null) say('Enter an amount in rupees, such as 500 or 499.50, or leave it empty.');
    else if (positive && paise === 0) say(positive.zero);
    else if (paise > COUPON_LIMITS.maxAmountPaise) say('The amount can be at most ₹1,00,00,000.');
  });

/** An optional use limit: '' is none (the body's null); otherwise a whole number in the server's range. */
const useLimit = z.string().superRefine((raw, ctx) => {
  if (raw.trim() === '') return;
  if (parseUses(raw) === null)
    ctx.addIssue({
      code: 'custom',
      message: `Enter a whole number from 1 to ${formatCount(COUPON_LIMITS.usesMax)}, or leave it empty.`,
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
        if (raw.trim() === '') ctx.addIssue({ code: 'custom', message: 'Enter the discount percentage.' });
        else if (parsePercent(raw) === null)
          ctx.addIssue({ code: 'custom', message: 'Enter a whole number from 1 to 100.' });
      }),
      minAmount: amount(null),
      maxAmount: amount({ zero: 'The maximum discount must be more than ₹0, or leave it empty.' }),
      selectedProduct: z.string(),
      expiresAt: z.string().superRefine((raw, ctx) => {
        if (raw === '') return;
        const at = parseLocalDateTime(raw);
        const say = (message: string) => ctx.addIssue({ code: 'custom', message });
        if (!at) say(WORDS[scope].badExpiry);
        else if (at.getTime() <= Date.now()) say('The expiry must be in the future.');
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

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "once", "100 times". */
const times = (count: number) => (count === 1 ? 'once' : `${formatCount(count)} times`);

/**
 * What the coupon will do, in one sentence, from the form as it stands; null until the percentage
 * is valid. `productName` is the chosen product's, or null for all products; a platform coupon
 * has none.
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
  const code = codeProblem(values.name, scope) === null ? normalizeCode(values.name) : 'this code';
  const parts = [`With ${code}, shoppers get ${percent}% off `];
  if (scope === 'platform') parts.push('in every shop, funded by Haat');
  else parts.push(productName === null ? 'all your products' : productName);
  if (max !== null && max > 0) parts.push(`, up to ${formatRupees(fromPaise(max))}`);
  if (min !== null && min > 0) {
    const least = formatRupees(fromPaise(min));
    if (scope === 'platform') parts.push(`, on at least ${least} of items`);
    else parts.push(`, when ${productName === null ? 'those items come' : 'it comes'} to at least ${least}`);
  }
  parts.push('.');
  parts.push(expiry ? ` It works until ${when.format(expiry)}.` : ' It never expires.');
  // Said only when typed, so the sentence reads as before for a coupon without limits; an empty
  // per-account limit's meaning (which differs by scope) is the field's hint.
  const total = parseUses(values.maxUses);
  const perAccount = parseUses(values.maxUsesPerAccount);
  if (total !== null) parts.push(` It can be used ${times(total)} in all.`);
  if (perAccount !== null)
    parts.push(` Each account can use it ${perAccount === 1 ? 'once' : `up to ${times(perAccount)}`}.`);
  return parts.join('');
}
