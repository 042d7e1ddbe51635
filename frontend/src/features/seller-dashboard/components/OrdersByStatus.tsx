import { useId } from 'react';
import { Link } from 'react-router';

import { OrderStatus } from '@/api';
import { formatCount } from '@/lib/numbers';
import { ORDER_STATUSES, statusName } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';

import { sellerDashboard } from '../i18n';
import { Card, cardLinkClass } from './ui';

/** The statuses in the order an order lives through them (docs/orders.md, "The status machine"). */
const STATUS_ORDER = [
  'Awaiting payment',
  'Processing',
  'Transferred to delivery partner',
  'Shipping',
  'On the way',
  'Delivered',
  'Processing Refund',
  'Refund Success',
  'Refund Rejected',
  'Refund Escalated',
  'Refund Declined',
  'Cancelled',
];

const BAR_TONE: Record<string, string> = {
  'Awaiting payment': 'bg-amber-400',
  Processing: 'bg-sky-500',
  Delivered: 'bg-green-600',
  'Processing Refund': 'bg-amber-500',
  'Refund Success': 'bg-stone-400',
  'Refund Rejected': 'bg-red-400',
  'Refund Escalated': 'bg-amber-600',
  'Refund Declined': 'bg-stone-500',
  Cancelled: 'bg-stone-300',
};

/** The orders page filtered to one status (its `?status=`). */
const ordersWith = (status: string) => ({
  pathname: paths.shopOrders(),
  search: `?${new URLSearchParams({ status })}`,
});

/** A status's name in the page's language; one this page does not know, as the server sent it. */
const nameOf = (status: string) =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? statusName(status as OrderStatus) : status;

/** How many of the shop's orders are in each status, as small bars, each leading to those orders. */
export function OrdersByStatus({ counts }: { counts: Record<string, number> }) {
  const t = sellerDashboard.useT();
  const titleId = useId();
  const known = STATUS_ORDER.filter((status) => status in counts);
  const others = Object.keys(counts).filter((status) => !STATUS_ORDER.includes(status));
  const statuses = [...known, ...others];
  const most = Math.max(0, ...statuses.map((status) => counts[status] ?? 0));

  return (
    <Card
      id={titleId}
      title={t('byStatus.title')}
      aside={
        <Link to={paths.shopOrders()} className={cardLinkClass}>
          {t('allOrders')}
        </Link>
      }
    >
      {most === 0 ? (
        <p className="text-sm text-stone-600">
          {t('byStatus.empty', { status: statusName(OrderStatus.PROCESSING) })}
        </p>
      ) : (
        <ul className="space-y-2">
          {statuses.map((status) => {
            const count = counts[status] ?? 0;
            return (
              <li key={status}>
                <Link
                  to={ordersWith(status)}
                  aria-label={t('byStatus.count', { status: nameOf(status), count })}
                  className={`group block rounded px-1 py-1 hover:bg-stone-50 ${count === 0 ? 'text-stone-500' : 'text-stone-800'}`}
                >
                  <span className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate group-hover:underline">{nameOf(status)}</span>
                    <span className="font-semibold tabular-nums">{formatCount(count)}</span>
                  </span>
                  <span className="mt-1 block h-1.5 w-full rounded-full bg-stone-100" aria-hidden="true">
                    <span
                      className={`block h-full rounded-full ${BAR_TONE[status] ?? 'bg-brand-500'}`}
                      style={{ width: `${(count / most) * 100}%` }}
                    />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
