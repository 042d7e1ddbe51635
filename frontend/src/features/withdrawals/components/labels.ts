import type { PayoutMethod } from '@/api';
import { formatRupees } from '@/lib/money';

// How the money page writes things in words: ledger kinds and accounts, signed amounts, payout
// methods masked as the server sends them. Its dates are written by `@/lib/dates`, in India's time.

/** What each kind of ledger line means to the seller. */
export const KIND_LABELS: Record<string, string> = {
  sale_credit: 'Sale',
  commission: 'Commission',
  refund_reversal: 'Refund',
  refund_window_closed: 'Refund window closed',
  withdrawal_hold: 'Withdrawal requested',
  withdrawal_paid: 'Withdrawal paid',
  hold_released: 'Withdrawal rejected – released',
};

/** The shop's accounts, named as the balance cards name them. */
export const ACCOUNT_LABELS: Record<string, string> = {
  available: 'Available',
  pending: 'Awaiting refund window',
  held: 'On hold',
  paid_out: 'Paid out',
};

/** `some_new_kind` as "Some new kind", for a kind or account this page does not know yet. */
const humanize = (code: string) => {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? humanize(kind);
export const accountLabel = (account: string) => ACCOUNT_LABELS[account] ?? humanize(account);

/** A signed amount, "+₹1,500.00" or "−₹150.00" (a true minus sign), and how it reads aloud. */
export function signedRupees(amount: number): { text: string; spoken: string } {
  const size = formatRupees(Math.abs(amount));
  if (amount > 0) return { text: `+${size}`, spoken: `plus ${size}` };
  if (amount < 0) return { text: `−${size}`, spoken: `minus ${size}` };
  return { text: size, spoken: size };
}

/** A payout method in one line: "HDFC Bank ••••6789 (Asha Verma)" or "UPI asha@okhdfcbank". */
export function describeMethod(method: PayoutMethod): string {
  if (method.type === 'upi') return `UPI ${method.upiId}`;
  const account = method.accountLast4 ? ` ••••${method.accountLast4}` : '';
  return `${method.bankName ?? 'Bank account'}${account} (${method.holderName})`;
}
