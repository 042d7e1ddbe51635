import type { PayoutMethod } from '@/api';
import { formatRupees } from '@/lib/money';

import { admin } from '../i18n';

/** The account number as the Admin's list sends it (in full), or its last four digits if only those came. */
function accountNumber(payout: Extract<PayoutMethod, { type: 'bank' }>): string | null {
  if (payout.accountNumber) return payout.accountNumber;
  return payout.accountLast4 ? `•••• ${payout.accountLast4}` : null;
}

/**
 * Where the transfer goes, in one sentence: the confirm box says it before money is marked paid.
 * "Only mark as paid after you have transferred ₹1,500.00 to …".
 */
export function transferWarning(amount: number, payout: PayoutMethod): string {
  if (payout.type === 'upi')
    return admin.t('payout.warningUpi', { amount: formatRupees(amount), upiId: payout.upiId });
  const parts = [
    admin.t('payout.accountPart', { number: accountNumber(payout) ?? admin.t('payout.numberMissing') }),
    admin.t('payout.ifscPart', { ifsc: payout.ifsc }),
  ];
  if (payout.bankName) parts.push(payout.bankName);
  return admin.t('payout.warningBank', {
    amount: formatRupees(amount),
    holder: payout.holderName,
    details: parts.join(', '),
  });
}

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
  const t = admin.useT();
  if (payout.type === 'upi') {
    return (
      <dl className="space-y-0.5 text-sm">
        <Line label={t('payout.upiId')} value={payout.upiId} mono />
      </dl>
    );
  }
  const number = accountNumber(payout);
  return (
    <dl className="space-y-0.5 text-sm">
      <Line label={t('payout.holder')} value={payout.holderName} />
      <Line label={t('payout.account')} value={number ?? t('payout.notSent')} mono={number !== null} />
      <Line label={t('payout.ifsc')} value={payout.ifsc} mono />
      <Line label={t('payout.bank')} value={payout.bankName ?? t('payout.notGiven')} />
    </dl>
  );
}
