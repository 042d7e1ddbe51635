import type { ReactNode } from 'react';

import { type AdminKey, admin } from '../i18n';

// The console's cards, badges and row buttons. Its page frame and list states are the shared ones
// in @/components/ListPage; its form controls and main buttons are the shared ones in @/components/form.

/** A white card holding one part of a page. */
export const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/** A row's text button: Suspend, Reinstate, Mark as paid… */
export const rowButtonClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-brand-500 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-50';

/** A row's button for something hard to take back: Suspend, Reject. */
export const rowDangerButtonClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-md border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:border-red-400 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50';

/** A square icon button in a row; its name comes from `aria-label`. */
export const iconButtonClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50';

/** A link in running text or a table cell. */
export const linkClass = 'font-medium text-brand-800 underline-offset-2 hover:underline';

const TONES = {
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  sky: 'bg-sky-100 text-sky-900',
  brand: 'bg-brand-100 text-brand-900',
  stone: 'bg-stone-200 text-stone-700',
} as const;

export type Tone = keyof typeof TONES;

/** A status said in words as well as colour. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SELLER_STATUS: Record<string, { tone: Tone; label: AdminKey; title?: AdminKey }> = {
  active: { tone: 'green', label: 'sellerStatus.active' },
  pending: { tone: 'amber', label: 'sellerStatus.pending', title: 'sellerStatus.pendingTitle' },
  suspended: { tone: 'red', label: 'sellerStatus.suspended' },
};

/** A shop's status: active, pending (its seller has not activated it yet) or suspended. */
export function SellerStatusBadge({ status }: { status: string }) {
  const t = admin.useT();
  const known = Object.hasOwn(SELLER_STATUS, status) ? SELLER_STATUS[status] : undefined;
  return (
    <span title={known?.title && t(known.title)}>
      <Badge tone={known?.tone ?? 'stone'}>{known ? t(known.label) : capitalised(status)}</Badge>
    </span>
  );
}

/** A user's status: active or suspended. */
export function UserStatusBadge({ status }: { status: string }) {
  const t = admin.useT();
  if (status === 'active') return <Badge tone="green">{t('userStatus.active')}</Badge>;
  if (status === 'suspended') return <Badge tone="red">{t('userStatus.suspended')}</Badge>;
  return <Badge tone="stone">{capitalised(status)}</Badge>;
}

/** What a withdraw request's status means to the Admin: to pay, paid, or rejected. */
const WITHDRAW_STATUS_LABEL = {
  Processing: 'withdrawStatus.Processing',
  Succeed: 'withdrawStatus.Succeed',
  Rejected: 'withdrawStatus.Rejected',
} as const satisfies Record<string, AdminKey>;

export function WithdrawStatusBadge({ status }: { status: keyof typeof WITHDRAW_STATUS_LABEL }) {
  const t = admin.useT();
  const tone: Tone = status === 'Processing' ? 'amber' : status === 'Succeed' ? 'green' : 'red';
  return <Badge tone={tone}>{t(WITHDRAW_STATUS_LABEL[status])}</Badge>;
}

/** A grey word for a value that is not there, such as "No minimum". */
export const None = ({ children }: { children: ReactNode }) => (
  <span className="text-stone-500">{children}</span>
);
