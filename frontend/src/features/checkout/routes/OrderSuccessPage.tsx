import { Trans } from '@/lib/i18n/trans';
import { CircleCheck, PackageSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';

import type { Order } from '@/api';
import { ItemThumb } from '@/components/ItemThumb';
import { OrderStatusBadge } from '@/components/OrderStatusBadge';
import { primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { itemCount } from '@/lib/orders/facts';
import { paths } from '@/lib/paths';
import { readOrderSuccessState } from '@/lib/payment';
import { usePageTitle } from '@/lib/page-title';

import { PageMessage } from '../components/PageMessage';
import { checkout } from '../i18n';

/** /order/success: thanks, and the orders just placed (one per shop), each with its links. */
export function OrderSuccessPage() {
  const t = checkout.useT();
  usePageTitle(t('success.title'));
  const location = useLocation();
  const placed = readOrderSuccessState(location.state);

  if (!placed) {
    return (
      <PageMessage
        icon={<PackageSearch className="h-12 w-12 text-stone-300" aria-hidden="true" />}
        title={t('success.none.title')}
        actions={
          <>
            <Link to={paths.account({ tab: 'orders' })} className={primaryButtonClass}>
              {t('success.none.orders')}
            </Link>
            <Link to={paths.products()} className={secondaryButtonClass}>
              {t('success.continue')}
            </Link>
          </>
        }
      >
        <p>{t('success.none.body')}</p>
      </PageMessage>
    );
  }
  return <Placed orders={placed.orders} totalPrice={placed.totalPrice} />;
}

function paymentNote(orders: readonly Order[], total: string): string {
  if (orders.every((order) => order.paymentInfo.status === 'succeeded'))
    return checkout.t('success.paid', { total });
  if (orders.every((order) => order.paymentInfo.method === 'cod'))
    return checkout.t('success.payOnDelivery', { total });
  return checkout.t('success.total', { total });
}

function Placed({ orders, totalPrice }: { orders: Order[]; totalPrice: number | null }) {
  const t = checkout.useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the checkout's button, a screen reader starts at the thanks, not the header.
  useEffect(() => heading.current?.focus(), []);
  const many = orders.length > 1;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div className="flex flex-col items-center text-center">
        <CircleCheck className="h-14 w-14 text-green-600" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">
          {t('success.title')}
        </h1>
        <p className="mt-3 max-w-xl text-stone-700">
          {many ? t('success.many', { count: orders.length }) : t('success.one')}{' '}
          {totalPrice !== null && paymentNote(orders, formatRupees(totalPrice))}
        </p>
      </div>

      <ul className="mt-8 space-y-4" aria-label={t('success.listLabel', { count: orders.length })}>
        {orders.map((order) => (
          <li key={order._id}>
            <PlacedOrder order={order} />
          </li>
        ))}
      </ul>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.products()} className={primaryButtonClass}>
          {t('success.continue')}
        </Link>
        <Link to={paths.account({ tab: 'orders' })} className={secondaryButtonClass}>
          {t('success.allOrders')}
        </Link>
      </div>
    </div>
  );
}

function PlacedOrder({ order }: { order: Order }) {
  const t = checkout.useT();
  const id = shortOrderId(order._id);
  return (
    <article
      aria-labelledby={`placed-${order._id}`}
      className="rounded-md border border-stone-200 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`placed-${order._id}`} className="font-semibold text-stone-900">
            {order.shop.shopName}
          </h2>
          <p className="text-sm text-stone-600">
            {t('success.orderLine', { id, count: itemCount(order.cart) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="mt-4 space-y-3">
        {order.cart.map((item, line) => (
          // One product may be two lines, in two sizes: a line is its place in the order.
          <li key={line} className="flex items-center gap-3 text-sm">
            <ItemThumb src={item.images[0]} className="h-12 w-12" />
            <span className="min-w-0 flex-1 break-words text-stone-800">
              {item.name}
              <span className="whitespace-nowrap text-stone-500"> × {item.qty}</span>
            </span>
            <span className="shrink-0 font-medium text-stone-900">{formatRupees(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-3">
        <p className="text-sm">
          <span className="text-stone-600">{`${t('success.orderTotal')} `}</span>
          <span className="font-bold text-stone-900">{formatRupees(order.totalPrice)}</span>
        </p>
        <div className="flex gap-4 text-sm font-semibold">
          <Link
            to={paths.trackOrder(order._id)}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            <Trans
              id="checkout.success.track"
              values={{ id }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Link>
          <Link to={paths.userOrder(order._id)} className="text-brand-700 underline-offset-2 hover:underline">
            <Trans
              id="checkout.success.viewOrder"
              values={{ id }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Link>
        </div>
      </footer>
    </article>
  );
}
