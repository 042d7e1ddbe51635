import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';

import type { Order } from '@/api';
import { LoadError } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { secondaryButtonClass } from '@/components/form';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { paymentStatusLabel } from '@/lib/orders/facts';
import { paths } from '@/lib/paths';

import { useAdminOrder } from '../api/get-admin-order';
import { AddressLines } from '../components/AddressLines';
import { AdminStatusControl } from '../components/AdminStatusControl';
import { DownloadInvoiceLink } from '../components/DownloadInvoiceLink';
import { OrderAmounts } from '../components/OrderAmounts';
import { OrderItemList } from '../components/OrderItemList';
import { PaidStamp } from '../components/PaidStamp';
import { placedOnDay } from '../components/order-facts';
import { Fact, Section } from '../components/ui';

/** docs/product.md §3 "Cut text": names are cut to 15 characters on the admin order screen. */
const NAME_LENGTH = 15;

function OrderDetails({ order }: { order: Order }) {
  return (
    <>
      <p className="flex flex-wrap justify-between gap-x-6 gap-y-1 text-sm text-stone-600">
        <span>
          Order ID: <span className="font-mono font-semibold text-stone-900">#{shortOrderId(order._id)}</span>
        </span>
        <span>
          Placed on:{' '}
          <time dateTime={order.createdAt} className="font-semibold text-stone-900">
            {placedOnDay(order.createdAt)}
          </time>
        </span>
      </p>

      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <Section id="admin-order-items" title="Items" className="lg:col-span-2">
          <OrderItemList items={order.cart} nameLength={NAME_LENGTH} />
          <p className="mt-6 border-t border-stone-200 pt-4 text-right text-base">
            Total Price: <strong>{formatRupees(order.totalPrice)}</strong>
          </p>
        </Section>
        <div className="space-y-6">
          <Section id="admin-order-payment-info" title="Payment info">
            {order.paymentInfo.status === 'succeeded' ? (
              <PaidStamp />
            ) : (
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <Fact label="Type">{order.paymentInfo.type}</Fact>
                <Fact label="Status">{paymentStatusLabel(order.paymentInfo.status)}</Fact>
              </dl>
            )}
          </Section>
          <Section id="admin-order-status" title="Order status">
            <AdminStatusControl key={order.status} order={order} />
          </Section>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        <Section id="admin-order-shop" title="Shop information">
          <dl className="space-y-3 text-sm">
            <Fact label="Shop">
              <Link to={paths.shopPreview(order.shop._id)} className="text-brand-700 hover:underline">
                {order.shop.shopName}
              </Link>
            </Fact>
            <Fact label="Email">{order.shop.email}</Fact>
            <Fact label="Phone">{order.shop.phone}</Fact>
            <Fact label="Address">
              {order.shop.address}, PIN {order.shop.zipCode}
            </Fact>
          </dl>
        </Section>
        <Section id="admin-order-shipping" title="Shipping address">
          <AddressLines address={order.shippingAddress} />
          <dl className="mt-4 space-y-3 border-t border-stone-200 pt-4 text-sm">
            <Fact label="Buyer">{order.user.name}</Fact>
            <Fact label="Buyer’s email">{order.user.email}</Fact>
          </dl>
        </Section>
        <Section id="admin-order-payment-details" title="Payment details">
          <OrderAmounts order={order} />
          <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-stone-200 pt-4 text-sm">
            <Fact label="Method">{order.paymentInfo.type}</Fact>
            <Fact label="Payment status">{paymentStatusLabel(order.paymentInfo.status)}</Fact>
          </dl>
        </Section>
      </div>
    </>
  );
}

/** /admin/order/{id}: one order for the Admin, as docs/product.md §4 (`/admin/order/:id`) lays it out. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const data = order.data;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {data?.status === 'Delivered' ? 'Delivered' : 'Order Details'}
        </h1>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.adminOrders()} className={secondaryButtonClass}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Order List
          </Link>
          {data && <DownloadInvoiceLink to={paths.adminOrderInvoice(data._id)} primary />}
        </div>
      </div>
      {/* What was loaded stays even if a later reload fails. */}
      {data ? (
        <OrderDetails order={data} />
      ) : order.isError ? (
        <LoadError message={order.error.message} onRetry={() => void order.refetch()} />
      ) : (
        <FullPageSpinner label="Loading the order" />
      )}
    </div>
  );
}
