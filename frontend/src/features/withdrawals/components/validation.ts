import type { PayoutKind, PayoutMethodBody, WithdrawalRequestBody } from '@/api';
import { formatRupees, fromPaise } from '@/lib/money';
import { ACCOUNT_NUMBER, IFSC, UPI_ID, normalizeAccountNumber, normalizeIfsc } from '@/lib/payout';
import { z } from '@/lib/zod';

import { withdrawals } from '../i18n';

// The rules the server enforces (docs/orders.md, "Withdrawals"), so a form the browser accepts is
// one the server accepts, and each problem is said next to its field. The server still decides.

/** The smallest withdrawal, in paise: ₹1,000. */
export const MIN_WITHDRAWAL_PAISE = 1_000 * 100;

/** Rupees as typed ("1,499", "₹999.50") read exactly, as whole paise; null when it is no amount. */
export function parseRupees(raw: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(raw.replace(/[₹,\s]/g, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What is wrong with an amount asked for, or null. `availablePaise` is the balance that may be withdrawn. */
export function amountProblem(raw: string, availablePaise: number): string | null {
  const cleaned = raw.replace(/[₹,\s]/g, '');
  if (cleaned === '') return withdrawals.t('form.amountRequired');
  if (/^\d+\.\d{3,}$/.test(cleaned)) return withdrawals.t('form.amountDecimals');
  const paise = parseRupees(raw);
  if (paise === null) return withdrawals.t('form.amountInvalid');
  if (paise < MIN_WITHDRAWAL_PAISE)
    return withdrawals.t('form.amountTooLittle', { minimum: formatRupees(fromPaise(MIN_WITHDRAWAL_PAISE)) });
  if (paise > availablePaise)
    return withdrawals.t('form.amountTooMuch', { available: formatRupees(fromPaise(availablePaise)) });
  return null;
}

export type WithdrawFormValues = { amount: string };

/** The request form's schema for a balance of `availablePaise`, transforming to the amount in rupees. */
export const withdrawFormSchema = (availablePaise: number) =>
  z
    .object({
      amount: z.string().superRefine((raw, ctx) => {
        const problem = amountProblem(raw, availablePaise);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    })
    .transform(({ amount }) => fromPaise(parseRupees(amount) ?? 0)) satisfies z.ZodType<
    WithdrawalRequestBody['amount']
  >;

export const PAYOUT_LIMITS = { holderMin: 2, holderMax: 100, bankNameMax: 100 } as const;

export { IFSC, UPI_ID, normalizeAccountNumber, normalizeIfsc } from '@/lib/payout';

/** What the payout form holds: text as typed. Only the chosen type's fields are checked and sent. */
export type PayoutFormValues = {
  type: PayoutKind;
  holderName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
  bankName: string;
  upiId: string;
};

export const EMPTY_PAYOUT_FORM: PayoutFormValues = {
  type: 'bank',
  holderName: '',
  accountNumber: '',
  confirmAccountNumber: '',
  ifsc: '',
  bankName: '',
  upiId: '',
};

/** The payout form's schema, transforming to the body of PUT /add-seller-withdraw-methods. */
export const payoutFormSchema = z
  .object({
    type: z.enum(['bank', 'upi']),
    holderName: z.string(),
    accountNumber: z.string(),
    confirmAccountNumber: z.string(),
    ifsc: z.string(),
    bankName: z.string(),
    upiId: z.string(),
  })
  .superRefine((values, ctx) => {
    // Each message is read here, as the form is checked, so it is in the page's language then.
    const say = (path: keyof PayoutFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const { t } = withdrawals;
    if (values.type === 'upi') {
      const upi = values.upiId.trim();
      if (upi === '') say('upiId', t('form.upiRequired'));
      else if (!UPI_ID.test(upi)) say('upiId', t('form.upiInvalid'));
      return;
    }
    const holder = values.holderName.trim();
    if (holder === '') say('holderName', t('form.holderRequired'));
    else if (holder.length < PAYOUT_LIMITS.holderMin || holder.length > PAYOUT_LIMITS.holderMax)
      say(
        'holderName',
        t('form.holderLength', { min: PAYOUT_LIMITS.holderMin, max: PAYOUT_LIMITS.holderMax }),
      );

    const account = normalizeAccountNumber(values.accountNumber);
    if (account === '') say('accountNumber', t('form.accountRequired'));
    else if (!ACCOUNT_NUMBER.test(account)) say('accountNumber', t('form.accountInvalid'));
    const confirm = normalizeAccountNumber(values.confirmAccountNumber);
    if (confirm === '') say('confirmAccountNumber', t('form.confirmRequired'));
    else if (confirm !== account) say('confirmAccountNumber', t('form.confirmMismatch'));

    const ifsc = normalizeIfsc(values.ifsc);
    if (ifsc === '') say('ifsc', t('form.ifscRequired'));
    else if (!IFSC.test(ifsc)) say('ifsc', t('form.ifscInvalid'));

    if (values.bankName.trim().length > PAYOUT_LIMITS.bankNameMax)
      say('bankName', t('form.bankNameTooLong', { max: PAYOUT_LIMITS.bankNameMax }));
  })
  .transform((values) => {
    if (values.type === 'upi') return { type: 'upi' as const, upiId: values.upiId.trim() };
    const bankName = values.bankName.trim();
    return {
      type: 'bank' as const,
      holderName: values.holderName.trim(),
      accountNumber: normalizeAccountNumber(values.accountNumber),
      ifsc: normalizeIfsc(values.ifsc),
      bankName: bankName === '' ? null : bankName,
    };
  }) satisfies z.ZodType<PayoutMethodBody>;
