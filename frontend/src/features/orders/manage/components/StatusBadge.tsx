import type { OrderStatus } from '@/api';
import { common } from '@/lib/i18n';
import { statusName } from '@/lib/orders/statuses';

// The status in words as well as colour: green when done, amber while a refund waits, grey
// when it went nowhere, brand colours while on the way.
const TONE: Record<OrderStatus, string> = {
  'Awaiting payment': 'bg-amber-100 text-amber-900',
  Processing: 'bg-sky-100 text-sky-900',
  'Transferred to delivery partner': 'bg-brand-100 text-brand-900',
  Shipping: 'bg-brand-100 text-brand-900',
  'On the way': 'bg-brand-100 text-brand-900',
  Delivered: 'bg-green-100 text-green-900',
  'Processing Refund': 'bg-amber-100 text-amber-900',
  'Refund Success': 'bg-stone-200 text-stone-800',
  'Refund Rejected': 'bg-red-100 text-red-800',
  'Refund Escalated': 'bg-amber-100 text-amber-900',
  'Refund Declined': 'bg-stone-200 text-stone-800',
  Cancelled: 'bg-stone-200 text-stone-700',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  // Drawn again in a new language: the name is read from the shared catalogue as the badge draws.
  common.useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
    >
      {statusName(status)}
    </span>
  );
}
