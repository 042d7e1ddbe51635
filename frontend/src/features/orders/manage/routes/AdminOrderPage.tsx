import { Trans } from '@/lib/i18n/trans';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';

import type { Order } from '@/api';
import { LoadError } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { secondaryButtonClass } from '@/components/form';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';

import { orders } from '../../i18n';
import { DownloadInvoiceLink } from '../../invoice/DownloadInvoiceLink';
import { ReturnsList } from '../../returns/ReturnsList';
import { EscalationDecision } from '../components/EscalationDecision';
import { orderPaymentKey, paymentMethodKey } from '../../payment-status';
import { useAdminOrder } from '../api/get-admin-order';
import { AddressLines } from '../components/AddressLines';
import { AdminStatusControl } from '../components/AdminStatusControl';
import { CancelOrderButton } from '../components/CancelOrderButton';
import { OrderAmounts } from '../components/OrderAmounts';
import { OrderItemList } from '../components/OrderItemList';
import { PaidStamp } from '../components/PaidStamp';
import { placedOnDay } from '../components/order-facts';
import { Fact, Section } from '../components/ui';

/** docs/product.md §3 "Cut text": names are cut to 15 characters on the admin order screen. */
const NAME_LENGTH = 15;

function OrderDetails({ order }: { order: Order }) {
  const t = orders.useT();
  const paymentStatus = t(orderPaymentKey(order));
  return (
    <>
      <p className="flex flex-wrap justify-between gap-x-6 gap-y-1 text-sm text-stone-600">
        <span>
          <Trans
            id="orders.admin.order.orderId"
            values={{ id: shortOrderId(order._id) }}
            components={{ 0: <span className="font-mono font-semibold text-stone-900" /> }}
          />
        </span>
        <span>
          <Trans
            id="orders.admin.order.placedOn"
            values={{ day: placedOnDay(order.createdAt) }}
            components={{ 0: <time dateTime={order.createdAt} className="font-semibold text-stone-900" /> }}
          />
        </span>
      </p>

      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <Section id="admin-order-items" title={t('admin.order.items')} className="lg:col-span-2">
          <OrderItemList items={order.cart} nameLength={NAME_LENGTH} />
          <p className="mt-6 border-t border-stone-200 pt-4 text-right text-base">
            <Trans
              id="orders.admin.order.totalPrice"
              values={{ total: formatRupees(order.totalPrice) }}
              components={{ 0: <strong /> }}
            />
          </p>
          {order.returns.length > 0 && (
            <div className="mt-6 border-t border-stone-200 pt-4">
              <ReturnsList order={order} />
            </div>
          )}
        </Section>
        <div className="space-y-6">
          <Section id="admin-order-payment-info" title={t('admin.order.paymentInfo')}>
            {order.paymentInfo.status === 'succeeded' ? (
              <PaidStamp />
            ) : (
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <Fact label={t('admin.order.type')}>{t(paymentMethodKey(order.paymentInfo.method))}</Fact>
                <Fact label={t('admin.order.status')}>{paymentStatus}</Fact>
              </dl>
            )}
          </Section>
          <Section id="admin-order-status" title={t('admin.order.orderStatus')}>
            <AdminStatusControl key={order.status} order={order} />
            {order.status === 'Refund Escalated' && (
              <div className="mt-4">
                <EscalationDecision order={order} />
              </div>
            )}
            {order.status === 'Processing' && (
              <div className="mt-4">
                <CancelOrderButton order={order} who="admin" />
              </div>
            )}
          </Section>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        <Section id="admin-order-shop" title={t('admin.order.shopInfo')}>
          <dl className="space-y-3 text-sm">
            <Fact label={t('admin.order.shop')}>
              <Link to={paths.shopPreview(order.shop._id)} className="text-brand-700 hover:underline">
                {order.shop.shopName}
              </Link>
            </Fact>
            <Fact label={t('admin.order.email')}>{order.shop.email}</Fact>
            <Fact label={t('admin.order.phone')}>{order.shop.phone}</Fact>
            <Fact label={t('admin.order.address')}>
              {t('admin.order.shopAddress', { address: order.shop.address, zip: order.shop.zipCode })}
            </Fact>
          </dl>
        </Section>
        <Section id="admin-order-shipping" title={t('admin.order.shippingAddress')}>
          <AddressLines address={order.shippingAddress} />
          <dl className="mt-4 space-y-3 border-t border-stone-200 pt-4 text-sm">
            <Fact label={t('admin.order.buyer')}>{order.user.name}</Fact>
            <Fact label={t('admin.order.buyerEmail')}>{order.user.email}</Fact>
          </dl>
        </Section>
        <Section id="admin-order-payment-details" title={t('admin.order.paymentDetails')}>
          <OrderAmounts order={order} />
          <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-stone-200 pt-4 text-sm">
            <Fact label={t('admin.order.method')}>{t(paymentMethodKey(order.paymentInfo.method))}</Fact>
            <Fact label={t('admin.order.paymentStatus')}>{paymentStatus}</Fact>
          </dl>
        </Section>
      </div>
    </>
  );
}

/** /admin/order/{id}: one order for the Admin, as docs/product.md §4 (`/admin/order/:id`) lays it out. */
export function AdminOrderPage() {
  const t = orders.useT();
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const data = order.data;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {data?.status === 'Delivered' ? t('admin.order.delivered') : t('admin.order.title')}
        </h1>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.adminOrders()} className={secondaryButtonClass}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('admin.order.list')}
          </Link>
          {data && (
            <DownloadInvoiceLink
              orderId={data._id}
              invoiceNumber={data.invoiceNumber}
              cancellationCreditNoteNumber={data.cancellationCreditNoteNumber}
              primary
            />
          )}
        </div>
      </div>
      {/* What was loaded stays even if a later reload fails. */}
      {data ? (
        <OrderDetails order={data} />
      ) : order.isError ? (
        <LoadError message={order.error.message} onRetry={() => void order.refetch()} />
      ) : (
        <FullPageSpinner label={t('admin.order.loading')} />
      )}
    </div>
  );
}
