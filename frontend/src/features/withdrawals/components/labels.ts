import type { PayoutMethod } from '@/api';
import { formatRupees } from '@/lib/money';

import { withdrawals } from '../i18n';

// How the money page writes things in words: ledger kinds and accounts, signed amounts, payout
// methods masked as the server sends them. Its dates are written by `@/lib/dates`, in India's time.

type Key = Parameters<typeof withdrawals.t>[0];

/** What each kind of ledger line means to the seller. */
const KIND_LABELS: Record<string, Key> = {
  sale_credit: 'kind.sale_credit',
  commission: 'kind.commission',
  commission_gst: 'kind.commission_gst',
  tcs: 'kind.tcs',
  tds: 'kind.tds',
  refund_reversal: 'kind.refund_reversal',
  refund_window_closed: 'kind.refund_window_closed',
  withdrawal_hold: 'kind.withdrawal_hold',
  withdrawal_paid: 'kind.withdrawal_paid',
  hold_released: 'kind.hold_released',
};

/** The shop's accounts, named as the balance cards name them. */
const ACCOUNT_LABELS: Record<string, Key> = {
  available: 'account.available',
  pending: 'account.pending',
  held: 'account.held',
  paid_out: 'account.paid_out',
};

/** `some_new_kind` as "Some new kind", for a kind or account this page does not know yet. */
const humanize = (code: string) => {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A label's text in the page's language, or the code made readable when this page does not know it. */
const labelOf = (labels: Record<string, Key>, code: string) =>
  Object.hasOwn(labels, code) ? withdrawals.t(labels[code]!) : humanize(code);

/**
 * A line's kind; a refund that took back one of the order's charges names it ("Refund: TCS").
 * A refund of the sale itself is just "Refund".
 */
export const kindLabel = (kind: string, reverses?: string | null) =>
  kind === 'refund_reversal' && reverses && reverses !== 'sale_credit'
    ? withdrawals.t('kind.reversal_of', { what: labelOf(KIND_LABELS, reverses) })
    : labelOf(KIND_LABELS, kind);
export const accountLabel = (account: string) => labelOf(ACCOUNT_LABELS, account);

/** A signed amount, "+₹1,500.00" or "−₹150.00" (a true minus sign), and how it reads aloud. */
export function signedRupees(amount: number): { text: string; spoken: string } {
  const size = formatRupees(Math.abs(amount));
  if (amount > 0) return { text: `+${size}`, spoken: withdrawals.t('amount.plus', { amount: size }) };
  if (amount < 0) return { text: `−${size}`, spoken: withdrawals.t('amount.minus', { amount: size }) };
  return { text: size, spoken: size };
}

/** A payout method in one line: "HDFC Bank ••••6789 (Asha Verma)" or "UPI asha@okhdfcbank". */
export function describeMethod(method: PayoutMethod): string {
  if (method.type === 'upi') return withdrawals.t('method.upiLine', { upiId: method.upiId });
  const account = method.accountLast4 ? ` ••••${method.accountLast4}` : '';
  return `${method.bankName ?? withdrawals.t('method.bankAccount')}${account} (${method.holderName})`;
}
