import type { PayoutMethod } from '@/api';
import { formatRupees } from '@/lib/money';

/** The account number as the Admin's list sends it (in full), or its last four digits if only those came. */
function accountNumber(payout: Extract<PayoutMethod, { type: 'bank' }>): string | null {
  if (payout.accountNumber) return payout.accountNumber;
  return payout.accountLast4 ? `•••• ${payout.accountLast4}` : null;
}

/** Where the transfer goes, in one sentence: the confirm box says it before money is marked paid. */
export function payoutTarget(payout: PayoutMethod): string {
  if (payout.type === 'upi') return `the UPI ID ${payout.upiId}`;
  const parts = [`account ${accountNumber(payout) ?? '(number missing)'}`, `IFSC ${payout.ifsc}`];
  if (payout.bankName) parts.push(payout.bankName);
  return `${payout.holderName} (${parts.join(', ')})`;
}

/** "Only mark as paid after you have transferred ₹1,500.00 to …". */
export const transferWarning = (amount: number, payout: PayoutMethod) =>
  `Only mark as paid after you have transferred ${formatRupees(amount)} to ${payoutTarget(payout)}.`;

function Line({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-stone-500">{label}</dt>
      {/* select-all: one click picks the whole number, to paste into the bank's form. */}
      <dd className={`min-w-0 break-all text-stone-900 ${mono ? 'font-mono select-all' : ''}`}>{value}</dd>
    </div>
  );
}

/**
 * The payout details in full, as copied into the request when it was made, so the Admin can make
 * the transfer: holder, account number, IFSC and bank, or the UPI ID.
 */
export function PayoutDetails({ payout }: { payout: PayoutMethod }) {
  if (payout.type === 'upi') {
    return (
      <dl className="space-y-0.5 text-sm">
        <Line label="UPI ID" value={payout.upiId} mono />
      </dl>
    );
  }
  const number = accountNumber(payout);
  return (
    <dl className="space-y-0.5 text-sm">
      <Line label="Holder" value={payout.holderName} />
      <Line label="Account" value={number ?? 'Not sent'} mono={number !== null} />
      <Line label="IFSC" value={payout.ifsc} mono />
      <Line label="Bank" value={payout.bankName ?? 'Not given'} />
    </dl>
  );
}
