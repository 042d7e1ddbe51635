import type { Quote } from '@/api';
import { formatRupees } from '@/lib/money';

import { checkout } from '../i18n';

/** The quote's amounts, exactly as the server worked them out. */
export function OrderTotals({ quote }: { quote: Quote }) {
  const t = checkout.useT();
  const couponCode = quote.coupon?.applied ? quote.coupon.code : null;
  return (
    <div className="space-y-3">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t('totals.subtotal')}</dt>
          <dd className="font-medium text-stone-900">{formatRupees(quote.subTotalPrice)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t('totals.shipping')}</dt>
          <dd className="font-medium text-stone-900">
            {quote.shippingPrice === 0 ? t('totals.free') : formatRupees(quote.shippingPrice)}
          </dd>
        </div>
        {quote.discountPrice > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">
              {couponCode ? t('totals.discountWithCode', { code: couponCode }) : t('totals.discount')}
            </dt>
            <dd className="font-medium text-green-800">−{formatRupees(quote.discountPrice)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-stone-900">{t('totals.total')}</dt>
          <dd className="font-bold text-stone-900">{formatRupees(quote.totalPrice)}</dd>
        </div>
      </dl>
      {quote.shops.length > 1 && (
        <div className="rounded-md bg-stone-50 p-3 text-sm text-stone-700">
          <p>{t('totals.splitNote', { count: quote.shops.length })}</p>
          <ul className="mt-2 space-y-1">
            {quote.shops.map((shop) => (
              <li key={shop.shopId} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">{shop.shopName}</span>
                <span className="shrink-0 font-medium text-stone-900">{formatRupees(shop.totalPrice)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
