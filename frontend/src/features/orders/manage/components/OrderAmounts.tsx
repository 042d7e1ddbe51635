import type { Order } from '@/api';
import { formatRupees } from '@/lib/money';

import { orders } from '../../i18n';

const row = 'flex items-baseline justify-between gap-4';

/** Subtotal, shipping, discount and total, as the server computed them. */
export function OrderAmounts({
  order,
  className = '',
}: {
  order: Pick<Order, 'subTotalPrice' | 'shippingPrice' | 'discountPrice' | 'totalPrice' | 'couponCode'>;
  className?: string;
}) {
  const t = orders.useT();
  return (
    <dl className={`space-y-2 text-sm ${className}`}>
      <div className={row}>
        <dt className="text-stone-600">{t('manage.amounts.subtotal')}</dt>
        <dd>{formatRupees(order.subTotalPrice)}</dd>
      </div>
      <div className={row}>
        <dt className="text-stone-600">{t('manage.amounts.shipping')}</dt>
        <dd>{order.shippingPrice === 0 ? t('manage.amounts.free') : formatRupees(order.shippingPrice)}</dd>
      </div>
      {(order.discountPrice > 0 || order.couponCode) && (
        <div className={row}>
          <dt className="text-stone-600">
            {t('manage.amounts.discount')}
            {order.couponCode && (
              <>
                {' '}
                <span className="font-mono text-xs">({order.couponCode})</span>
              </>
            )}
          </dt>
          <dd>−{formatRupees(order.discountPrice)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-stone-200 pt-2 text-base font-semibold text-stone-900`}>
        <dt>{t('manage.amounts.total')}</dt>
        <dd>{formatRupees(order.totalPrice)}</dd>
      </div>
    </dl>
  );
}
