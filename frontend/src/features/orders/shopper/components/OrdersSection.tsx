import { Trans } from '@/lib/i18n/trans';
import { ChevronLeft, ChevronRight, Package } from 'lucide-react';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import type { Order } from '@/api';
import { OrderStatusBadge } from '@/components/OrderStatusBadge';
import { primaryButtonClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { formatDay } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { itemCount } from '@/lib/orders/facts';
import { paths } from '@/lib/paths';
import { useUser } from '@/lib/session';

import { orders as catalogue } from '../../i18n';
import { USER_ORDERS_PAGE_SIZE, useUserOrders } from '../api/get-user-orders';

// One table on every screen, as on the seller's lists: a row per order on a wide screen, a card
// per order on a phone (each value then carries its own label).
const COLUMNS = [
  'list.column.order',
  'list.column.placedOn',
  'list.column.status',
  'list.column.items',
  'list.column.total',
  'list.column.actions',
] as const;
const cellClass = 'md:table-cell md:px-3 md:py-3 md:align-middle';
const MobileLabel = ({ children }: { children: string }) => (
  <span className="block text-xs text-stone-500 md:hidden">{children}</span>
);
const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** `?page=` as a page number; anything else is the first page. */
function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The account's Orders tab: the shopper's orders, newest first, a page at a time. */
export function ShopperOrdersSection() {
  const { data: user } = useUser();
  // The account page shows its tabs only to a signed-in shopper.
  if (!user) return null;
  return <Orders userId={user._id} />;
}

function Orders({ userId }: { userId: string }) {
  const t = catalogue.useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const orders = useUserOrders(userId, { page, limit: USER_ORDERS_PAGE_SIZE });
  const heading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
    heading.current?.focus();
  };

  const total = orders.data?.total;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-stone-900">
          {t('list.heading')}
        </h2>
        {total !== undefined && total > 0 && (
          <p className="text-sm text-stone-600">{t('list.count', { count: total })}</p>
        )}
      </div>
      <OrdersBody query={orders} page={page} onPage={goTo} />
    </div>
  );
}

function OrdersBody({
  query,
  page,
  onPage,
}: {
  query: ReturnType<typeof useUserOrders>;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = catalogue.useT();
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-3">
        <span className="sr-only">{t('list.loading')}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-md bg-stone-100" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    const signedOut = query.error instanceof ApiError && query.error.status === 401;
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <p>{signedOut ? t('list.signedOut') : query.error.message}</p>
        {signedOut ? (
          <Link
            to={paths.login({ next: paths.account({ tab: 'orders' }) })}
            className="mt-2 inline-block font-semibold underline"
          >
            {t('list.signIn')}
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 font-semibold underline hover:no-underline"
          >
            {t('list.tryAgain')}
          </button>
        )}
      </div>
    );
  }

  const { orders, total, limit } = query.data;
  if (total === 0) {
    return (
      <div className="flex flex-col items-center rounded-md border border-dashed border-stone-300 px-4 py-10 text-center">
        <Package className="h-12 w-12 text-brand-600" aria-hidden="true" />
        <p className="mt-3 font-semibold text-stone-900">{t('list.empty.title')}</p>
        <p className="mt-1 max-w-sm text-sm text-stone-600">{t('list.empty.text')}</p>
        <Link to={paths.products()} className={`${primaryButtonClass} mt-5`}>
          {t('list.empty.startShopping')}
        </Link>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(total / limit));
  if (orders.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-stone-300 p-4 text-stone-600">
        {t('list.pastLastPage')}{' '}
        <button type="button" onClick={() => onPage(1)} className={linkClass}>
          {t('list.firstPage')}
        </button>
      </p>
    );
  }

  return (
    <div className="space-y-4" aria-busy={query.isPlaceholderData}>
      <div className="md:overflow-x-auto md:rounded-md md:border md:border-stone-200">
        <table className={`block w-full text-sm md:table ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          <caption className="sr-only">
            {pages > 1 ? t('list.captionPaged', { page, pages }) : t('list.caption')}
          </caption>
          <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
            <tr>
              {COLUMNS.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-3 py-3 font-medium ${index === 0 ? 'pl-4' : ''} ${
                    index === COLUMNS.length - 1 ? 'pr-4 text-right' : ''
                  }`}
                >
                  {column === 'list.column.actions' ? (
                    <span className="sr-only">{t(column)}</span>
                  ) : (
                    t(column)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-200">
            {orders.map((order) => (
              <OrderRow key={order._id} order={order} />
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && <Pager page={page} pages={pages} onPage={onPage} />}
    </div>
  );
}

function OrderRow({ order }: { order: Order }) {
  const t = catalogue.useT();
  const id = shortOrderId(order._id);
  return (
    <tr className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-md border border-stone-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0">
      <th scope="row" className={`text-left font-semibold text-stone-900 md:pl-4 ${cellClass}`}>
        <MobileLabel>{t('list.column.order')}</MobileLabel>
        <span className="font-mono">#{id}</span>
      </th>
      <td className={`text-right text-stone-700 md:text-left ${cellClass}`}>
        <MobileLabel>{t('list.column.placedOn')}</MobileLabel>
        <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('list.column.status')}</MobileLabel>
        <OrderStatusBadge status={order.status} />
      </td>
      <td className={`text-right text-stone-700 md:text-left ${cellClass}`}>
        <MobileLabel>{t('list.column.items')}</MobileLabel>
        {t('list.itemCount', { count: itemCount(order.cart) })}
      </td>
      <td className={`font-semibold text-stone-900 ${cellClass}`}>
        <MobileLabel>{t('list.column.total')}</MobileLabel>
        {formatRupees(order.totalPrice)}
      </td>
      <td className={`self-end text-right md:pr-4 ${cellClass}`}>
        <span className="inline-flex gap-4 whitespace-nowrap">
          <Link to={paths.trackOrder(order._id)} className={linkClass}>
            <Trans id="orders.list.track" values={{ id }} components={{ 0: <span className="sr-only" /> }} />
          </Link>
          <Link to={paths.userOrder(order._id)} className={linkClass}>
            <Trans id="orders.list.view" values={{ id }} components={{ 0: <span className="sr-only" /> }} />
          </Link>
        </span>
      </td>
    </tr>
  );
}

const pagerButton =
  'inline-flex h-10 items-center gap-1 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:border-brand-500 hover:text-brand-700 disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-300';

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = catalogue.useT();
  return (
    <nav aria-label={t('list.pager.label')} className="flex items-center justify-between gap-3">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={pagerButton}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t('list.pager.previous')}
      </button>
      <p className="text-sm text-stone-600" aria-live="polite">
        {t('list.pager.pageOf', { page: Math.min(page, pages), pages })}
      </p>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages} className={pagerButton}>
        {t('list.pager.next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
