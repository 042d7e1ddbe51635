import type { ReactNode } from 'react';

import { withdrawals } from '../i18n';

// The money page's cards and badges. Its header and list states are the shared ones in
// @/components/ListPage; its buttons and form controls are the shared ones in @/components/form.

/** A white card holding one part of a page. */
export const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/** A card's heading. */
export function CardTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-semibold text-stone-900">
      {children}
    </h2>
  );
}

const STATUS_TONE: Record<string, string> = {
  Processing: 'bg-amber-100 text-amber-900',
  Succeed: 'bg-green-100 text-green-900',
  Rejected: 'bg-red-100 text-red-800',
};

const STATUS_NAMES = {
  Processing: 'status.Processing',
  Succeed: 'status.Succeed',
  Rejected: 'status.Rejected',
} as const;

/** A withdraw request's status, in words as well as colour; a status this page does not know, as sent. */
export function WithdrawStatusBadge({ status }: { status: string }) {
  const t = withdrawals.useT();
  const name = Object.hasOwn(STATUS_NAMES, status)
    ? t(STATUS_NAMES[status as keyof typeof STATUS_NAMES])
    : status;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        STATUS_TONE[status] ?? 'bg-stone-200 text-stone-800'
      }`}
    >
      {name}
    </span>
  );
}

/** A value's label, shown on the phone's card only; the table's header says it on a wide screen. */
export const MobileLabel = ({ children }: { children: string }) => (
  <span className="block text-xs text-stone-500 md:hidden">{children}</span>
);
