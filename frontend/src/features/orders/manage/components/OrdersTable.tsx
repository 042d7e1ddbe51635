import { Trans } from '@/lib/i18n/trans';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Order } from '@/api';
import { formatDay } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { itemCount } from '@/lib/orders/facts';

import { orders as catalogue } from '../../i18n';
import { StatusBadge } from './StatusBadge';

// One table on every screen, as on the seller's product list: a row per order on a wide screen,
// a card per order on a phone (the row becomes a grid and each value carries its own label), so
// there is one tab order whatever the width.

type Column = { id: string; label: string; cell: (order: Order) => ReactNode; wide?: boolean };

const cellClass = 'md:table-cell md:px-3 md:py-3 md:align-middle';

/** A value's label, shown on the phone's card only; the table's header says it on a wide screen. */
const MobileLabel = ({ children }: { children: string }) => (
  <span className="block text-xs text-stone-500 md:hidden">{children}</span>
);

export function OrdersTable({
  orders,
  caption,
  hrefFor,
  dateLabel,
  dateOf = (order) => order.createdAt,
  showParties = false,
}: {
  orders: Order[];
  caption: string;
  /** Where an order's details are. */
  hrefFor: (order: Order) => string;
  dateLabel?: string;
  /** Which instant the date column shows (the refund list shows when the refund was asked for). */
  dateOf?: (order: Order) => string;
  /** The Admin sees every shop's orders, so the table says whose shop and whose purchase each is. */
  showParties?: boolean;
}) {
  const t = catalogue.useT();
  const columns: Column[] = [
    {
      id: 'date',
      label: dateLabel ?? t('manage.table.date'),
      cell: (order) => {
        const when = dateOf(order);
        return <time dateTime={when}>{formatDay(when)}</time>;
      },
    },
    ...(showParties
      ? [
          {
            id: 'shop',
            label: t('manage.table.shop'),
            cell: (order: Order) => order.shop.shopName,
            wide: true,
          },
          {
            id: 'buyer',
            label: t('manage.table.buyer'),
            cell: (order: Order) => order.user.name,
            wide: true,
          },
        ]
      : []),
    { id: 'status', label: t('manage.table.status'), cell: (order) => <StatusBadge status={order.status} /> },
    {
      id: 'items',
      label: t('manage.table.itemsQty'),
      cell: (order) => formatCount(itemCount(order.cart)),
    },
    {
      id: 'total',
      label: t('manage.table.total'),
      cell: (order) => (
        <span className="font-semibold whitespace-nowrap">{formatRupees(order.totalPrice)}</span>
      ),
    },
  ];

  return (
    // The frame is a wrapper's: a collapsed table cannot round its corners, and a narrow tablet scrolls.
    <div className="md:overflow-x-auto md:rounded-md md:border md:border-stone-200 md:bg-white">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-3 pl-4 font-medium">
              {t('manage.table.orderId')}
            </th>
            {columns.map(({ id, label }) => (
              <th key={id} scope="col" className="px-3 py-3 font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="px-3 py-3 pr-4 font-medium">
              <span className="sr-only">{t('manage.table.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-200">
          {orders.map((order) => {
            const id = shortOrderId(order._id);
            return (
              <tr
                key={order._id}
                className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-md border border-stone-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0"
              >
                <th
                  scope="row"
                  className={`col-span-2 text-left font-mono font-medium text-stone-900 md:pl-4 ${cellClass}`}
                  title={order._id}
                >
                  {/* The id heads the phone's card by itself: a label here would be read with every cell. */}
                  {id}
                </th>
                {columns.map(({ id: column, label, cell, wide }) => (
                  <td
                    key={column}
                    className={`${wide ? 'col-span-2 md:max-w-48' : ''} break-words ${cellClass}`}
                  >
                    <MobileLabel>{label}</MobileLabel>
                    {cell(order)}
                  </td>
                ))}
                <td className={`col-span-2 md:pr-4 md:text-right ${cellClass}`}>
                  <Link
                    to={hrefFor(order)}
                    className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 md:whitespace-nowrap"
                  >
                    <Trans
                      id="orders.manage.table.view"
                      values={{ id }}
                      components={{ 0: <span className="sr-only" /> }}
                    />
                    <ChevronRight className="h-4 w-4" aria-hidden="true" />
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
