import { useId } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/ListPage';
import { formatWhen } from '@/lib/dates';
import { shortId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { statusName } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';

import { useLatestOrders } from '../api/get-latest-orders';
import { sellerDashboard } from '../i18n';
import { Card, cardLinkClass } from './ui';

/** The shop's newest orders, each leading to its page. */
export function LatestOrders({ shopId }: { shopId: string }) {
  const t = sellerDashboard.useT();
  const titleId = useId();
  const orders = useLatestOrders(shopId);

  let body;
  if (orders.isPending) body = <p className="text-sm text-stone-600">{t('latest.loading')}</p>;
  else if (orders.isError)
    body = <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />;
  else if (orders.data.orders.length === 0)
    body = <p className="text-sm text-stone-600">{t('latest.empty')}</p>;
  else
    body = (
      <ul className="divide-y divide-stone-100">
        {orders.data.orders.map((order) => {
          const items = order.cart.reduce((sum, line) => sum + line.qty, 0);
          return (
            <li
              key={order._id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5"
            >
              <div className="min-w-0">
                <Link
                  to={paths.shopOrder(order._id, shopId)}
                  className="font-mono text-sm font-semibold text-brand-800 hover:underline"
                >
                  #{shortId(order._id)}
                </Link>
                <p className="text-xs text-stone-500">
                  <time dateTime={order.createdAt}>{formatWhen(order.createdAt)}</time>
                  {order.user && <> · {order.user.name}</>} · {t('latest.items', { count: items })}
                </p>
              </div>
              <div className="text-right">
                <p className="text-sm font-semibold text-stone-900 tabular-nums">
                  {formatRupees(order.totalPrice)}
                </p>
                <p className="text-xs text-stone-600">{statusName(order.status)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Card
      id={titleId}
      title={t('latest.title')}
      aside={
        <Link to={paths.shopOrders()} className={cardLinkClass}>
          {t('allOrders')}
        </Link>
      }
    >
      {body}
    </Card>
  );
}
