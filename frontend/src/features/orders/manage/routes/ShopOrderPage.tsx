import { Trans } from '@/lib/i18n/trans';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';

import type { Order } from '@/api';
import { LoadError } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { formatWhen } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { paths } from '@/lib/paths';

import { orders } from '../../i18n';
import { DownloadInvoiceLink } from '../../invoice/DownloadInvoiceLink';
import { ReturnsList } from '../../returns/ReturnsList';
import { orderPaymentKey, paymentMethodKey } from '../../payment-status';
import { useShopOrder } from '../api/get-shop-order';
import { AddressLines } from '../components/AddressLines';
import { OrderAmounts } from '../components/OrderAmounts';
import { OrderHistory } from '../components/OrderHistory';
import { OrderItemList } from '../components/OrderItemList';
import { ShopStatusControl } from '../components/ShopStatusControl';
import { Fact, PageHeader, Section } from '../components/ui';

function OrderDetails({ order, sellerId }: { order: Order; sellerId: string }) {
  const t = orders.useT();
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <Section id="order-items" title={t('manage.order.items')} className="lg:col-span-2">
        <OrderItemList items={order.cart} />
        <OrderAmounts order={order} className="mt-6 border-t border-stone-200 pt-4 sm:ml-auto sm:w-80" />
        {order.returns.length > 0 && (
          <div className="mt-6 border-t border-stone-200 pt-4">
            <ReturnsList order={order} />
          </div>
        )}
      </Section>
      <div className="space-y-6">
        <Section id="order-status" title={t('manage.order.status')}>
          <ShopStatusControl key={order.status} order={order} sellerId={sellerId} />
        </Section>
        <Section id="order-payment" title={t('manage.order.payment')}>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Fact label={t('manage.order.method')}>{t(paymentMethodKey(order.paymentInfo.method))}</Fact>
            <Fact label={t('manage.order.paymentStatus')}>{t(orderPaymentKey(order))}</Fact>
          </dl>
        </Section>
        <Section id="order-buyer" title={t('manage.order.buyer')}>
          <dl className="space-y-3 text-sm">
            <Fact label={t('manage.order.name')}>{order.user.name}</Fact>
            <Fact label={t('manage.order.email')}>
              <a href={`mailto:${order.user.email}`} className="text-brand-700 hover:underline">
                {order.user.email}
              </a>
            </Fact>
            {order.user.phoneNumber && <Fact label={t('manage.order.phone')}>{order.user.phoneNumber}</Fact>}
          </dl>
        </Section>
        <Section id="order-shipping" title={t('manage.order.shippingAddress')}>
          <AddressLines address={order.shippingAddress} />
        </Section>
        <Section id="order-history" title={t('manage.order.history')}>
          <OrderHistory history={order.history} />
        </Section>
      </div>
    </div>
  );
}

/** /shop/order/{orderId}/{sellerId}: one of the shop's orders, to move along or refund. */
export function ShopOrderPage() {
  const t = orders.useT();
  const { orderId = '', sellerId = '' } = useParams();
  const order = useShopOrder(orderId, sellerId);
  const data = order.data;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <Link
        to={paths.shopOrders()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('manage.order.allOrders')}
      </Link>
      <PageHeader
        title={t('manage.order.title')}
        subtitle={
          data && (
            <Trans
              id="orders.manage.order.subtitle"
              values={{ id: shortOrderId(data._id), when: formatWhen(data.createdAt) }}
              components={{
                0: <span className="font-mono font-semibold text-stone-900" />,
                1: <time dateTime={data.createdAt} />,
              }}
            />
          )
        }
        action={
          data && (
            <DownloadInvoiceLink
              orderId={data._id}
              invoiceNumber={data.invoiceNumber}
              cancellationCreditNoteNumber={data.cancellationCreditNoteNumber}
            />
          )
        }
      />
      {/* What was loaded stays even if a later reload fails. */}
      {data ? (
        <OrderDetails order={data} sellerId={sellerId} />
      ) : order.isError ? (
        <LoadError message={order.error.message} onRetry={() => void order.refetch()} />
      ) : (
        <FullPageSpinner label={t('manage.order.loading')} />
      )}
    </div>
  );
}
