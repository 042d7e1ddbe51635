import type { ReactNode } from 'react';

import type { Order } from '@/api';
import { formatDay } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { statusName } from '@/lib/orders/statuses';

import { orders } from '../../i18n';
import { orderPaymentKey, paymentMethodKey } from '../../payment-status';
import { AddressLines } from './AddressLines';
import { OrderAmounts } from './OrderAmounts';

function Party({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 break-words">
      <h2 id={id} className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {title}
      </h2>
      <div className="mt-2 text-sm leading-relaxed text-stone-800">{children}</div>
    </section>
  );
}

const cell = 'px-2 py-2.5 align-top';

/**
 * One order's invoice (docs/product.md §7.5 "Invoices"): who sold, who bought and where it went, the
 * lines, the amounts and the payment. Laid out for A4 as well as for the screen; the page that
 * shows it supplies the print rules.
 */
export function Invoice({ order }: { order: Order }) {
  const t = orders.useT();
  const { shop, user } = order;
  return (
    <article
      data-invoice=""
      aria-labelledby="invoice-title"
      className="mx-auto max-w-4xl rounded-md border border-stone-200 bg-white p-5 text-stone-900 shadow-sm sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-6 border-b border-stone-200 pb-6 sm:flex-row sm:items-start sm:justify-between print:flex-row">
        <div>
          <p className="text-2xl font-bold tracking-tight text-brand-800">{t('invoice.brand')}</p>
          <p className="text-xs text-stone-500">{t('invoice.tagline')}</p>
        </div>
        <div className="sm:text-right print:text-right">
          <h1 id="invoice-title" className="text-2xl font-bold tracking-wide uppercase">
            {t('invoice.title')}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:justify-end print:justify-end">
            {order.invoiceNumber && (
              <>
                <dt className="text-stone-500">{t('invoice.invoiceNumber')}</dt>
                <dd className="font-mono">{order.invoiceNumber}</dd>
              </>
            )}
            <dt className="text-stone-500">{t('invoice.orderNumber')}</dt>
            <dd className="font-mono break-all">{order._id}</dd>
            <dt className="text-stone-500">{t('invoice.orderDate')}</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
            </dd>
            <dt className="text-stone-500">{t('invoice.status')}</dt>
            <dd>{statusName(order.status)}</dd>
          </dl>
        </div>
      </header>

      <div className="grid gap-6 border-b border-stone-200 py-6 sm:grid-cols-3 print:grid-cols-3">
        <Party id="invoice-seller" title={t('invoice.soldBy')}>
          <p className="font-semibold text-stone-900">{shop.shopName}</p>
          <p className="whitespace-pre-line">{shop.address}</p>
          <p>{t('invoice.pin', { zip: shop.zipCode })}</p>
          <p>{t('invoice.phone', { phone: shop.phone })}</p>
          <p>{t('invoice.email', { email: shop.email })}</p>
        </Party>
        <Party id="invoice-buyer" title={t('invoice.billTo')}>
          <p className="font-semibold text-stone-900">{user.name}</p>
          <p>{t('invoice.email', { email: user.email })}</p>
          {user.phoneNumber && <p>{t('invoice.phone', { phone: user.phoneNumber })}</p>}
        </Party>
        <Party id="invoice-ship-to" title={t('invoice.shipTo')}>
          <AddressLines address={order.shippingAddress} />
        </Party>
      </div>

      <div className="overflow-x-auto py-6">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('invoice.items')}</caption>
          <thead className="border-b-2 border-stone-300 text-left text-xs tracking-wide text-stone-600 uppercase">
            <tr>
              <th scope="col" className={`${cell} w-8`}>
                #
              </th>
              <th scope="col" className={cell}>
                {t('invoice.column.item')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('invoice.column.qty')}
              </th>
              {/* A phone has no room for it: each line says it under the item's name instead. */}
              <th scope="col" className={`${cell} hidden text-right sm:table-cell print:table-cell`}>
                {t('invoice.column.unitPrice')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('invoice.column.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {order.cart.map((item, index) => {
              const details = [
                item.size && t('invoice.size', { size: item.size }),
                item.color && t('invoice.colour', { colour: item.color }),
              ]
                .filter(Boolean)
                .join(' · ');
              return (
                <tr key={index} className="break-inside-avoid">
                  <td className={`${cell} text-stone-500`}>{index + 1}</td>
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    <span className="font-medium break-words text-stone-900">{item.name}</span>
                    {details && <span className="block text-xs text-stone-500">{details}</span>}
                    <span className="block text-xs text-stone-500 sm:hidden print:hidden">
                      {t('invoice.unitPrice', { price: formatRupees(item.sellingPrice) })}
                    </span>
                  </th>
                  <td className={`${cell} text-right`}>{formatCount(item.qty)}</td>
                  <td
                    className={`${cell} hidden text-right whitespace-nowrap sm:table-cell print:table-cell`}
                  >
                    {formatRupees(item.sellingPrice)}
                  </td>
                  <td className={`${cell} text-right whitespace-nowrap`}>{formatRupees(item.lineTotal)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="flex flex-col-reverse gap-6 border-t border-stone-200 pt-6 sm:flex-row sm:justify-between print:flex-row">
        <Party id="invoice-payment" title={t('invoice.payment')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-stone-500">{t('invoice.method')}</dt>
            <dd>{t(paymentMethodKey(order.paymentInfo.method))}</dd>
            <dt className="text-stone-500">{t('invoice.paymentStatus')}</dt>
            <dd>{t(orderPaymentKey(order))}</dd>
          </dl>
        </Party>
        <OrderAmounts order={order} className="w-full sm:w-72 print:w-72" />
      </div>

      <footer className="mt-10 border-t border-stone-200 pt-4 text-center text-xs text-stone-500">
        {t('invoice.footer')}
      </footer>
    </article>
  );
}
