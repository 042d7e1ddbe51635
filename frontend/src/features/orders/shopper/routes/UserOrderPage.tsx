import { Trans } from '@/lib/i18n/trans';
import {
  Clock,
  CreditCard,
  MapPin,
  MessageSquareWarning,
  RotateCcw,
  Star,
  Store,
  Truck,
  XCircle,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import type { Order, OrderItem, RefundRequestBody } from '@/api';
import { ItemThumb } from '@/components/ItemThumb';
import { OrderStatusBadge } from '@/components/OrderStatusBadge';
import { FormAlert, primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { formatDay, formatWhen } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { orderSuccessState, usePayOnline, usePaymentConfig } from '@/lib/payment';
import { usePageTitle } from '@/lib/page-title';

import { orders } from '../../i18n';
import { DownloadInvoiceLink } from '../../invoice/DownloadInvoiceLink';
import { CancelOrderDialog } from '../../cancel/CancelOrderDialog';
import { CancelledBecause } from '../../cancel/CancelledBecause';
import { SHOPPER_REASONS } from '../../cancel/reasons';
import { ReturnDialog } from '../../returns/ReturnDialog';
import { ReturnReasonDialog } from '../../returns/ReturnReasonDialog';
import { ReturnsList } from '../../returns/ReturnsList';
import { paymentMethodKey, paymentStatusKey } from '../../payment-status';
import { useCancelOrder } from '../api/cancel-order';
import { useUserOrder } from '../api/get-user-order';
import { useEscalateReturn } from '../api/escalate-return';
import { useRequestRefund } from '../api/request-refund';
import { OrderProblem, OrderSkeleton } from '../components/OrderProblem';

const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/**
 * What the app fills in from other features: a way to write to the order's shop (the messages
 * feature's "Contact seller"), among the order's actions.
 */
export type UserOrderSlots = { contactSeller?: (order: Order) => ReactNode };

/** /user/order/{id}: one of the shopper's orders, everything about it, and asking for a refund. */
export function UserOrderPage({ contactSeller }: UserOrderSlots = {}) {
  const { id = '' } = useParams();
  const t = orders.useT();
  const order = useUserOrder(id);
  usePageTitle(t('order.pageTitle', { id: shortOrderId(id) }));
  if (order.isPending) return <OrderSkeleton label={t('order.loading')} />;
  if (order.isError) return <OrderProblem error={order.error} onRetry={() => void order.refetch()} />;
  return <OrderView order={order.data} contactSeller={contactSeller} />;
}

function OrderView({ order, contactSeller }: { order: Order } & UserOrderSlots) {
  const t = orders.useT();
  const id = shortOrderId(order._id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <nav aria-label={t('order.breadcrumb')} className="text-sm text-stone-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={paths.account()} className="hover:text-brand-700">
              {t('order.breadcrumb.account')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={paths.account({ tab: 'orders' })} className="hover:text-brand-700">
              {t('order.breadcrumb.orders')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-stone-700">
            #{id}
          </li>
        </ol>
      </nav>

      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
            <Trans
              id="orders.order.title"
              values={{ id }}
              components={{ 0: <span className="font-mono" /> }}
            />
          </h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <span>
              <Trans
                id="orders.order.placedOn"
                values={{ date: formatDay(order.createdAt) }}
                components={{ 0: <time dateTime={order.createdAt} /> }}
              />
            </span>
            <OrderStatusBadge status={order.status} />
            {order.invoiceNumber && (
              <span>
                <Trans
                  id="orders.order.invoiceNumber"
                  values={{ number: order.invoiceNumber }}
                  components={{ 0: <span className="font-mono" /> }}
                />
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.trackOrder(order._id)} className={secondaryButtonClass}>
            <Truck className="h-4 w-4" aria-hidden="true" />
            {t('order.track')}
          </Link>
          {(order.status === 'Processing' || order.status === 'Awaiting payment') && (
            <CancelButton order={order} />
          )}
          {order.refundableUntil && <ReturnButton order={order} refundableUntil={order.refundableUntil} />}
          {order.escalatableUntil && <EscalateButton order={order} />}
          {contactSeller?.(order)}
          <Link to={paths.grievance({ order: order._id })} className={secondaryButtonClass}>
            <MessageSquareWarning className="h-4 w-4" aria-hidden="true" />
            {t('order.complain')}
          </Link>
          <DownloadInvoiceLink
            orderId={order._id}
            invoiceNumber={order.invoiceNumber}
            cancellationCreditNoteNumber={order.cancellationCreditNoteNumber}
          />
        </div>
      </header>

      <StatusNotice order={order} />

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="items-heading" className={cardClass}>
          <h2 id="items-heading" className="mb-4 text-lg font-semibold text-stone-900">
            {t('order.items')}
          </h2>
          <ul className="divide-y divide-stone-200">
            {order.cart.map((item, line) => (
              <Item key={line} item={item} delivered={order.status === 'Delivered'} />
            ))}
          </ul>
          <Amounts order={order} />
          {order.returns.length > 0 && (
            <div className="mt-6 border-t border-stone-200 pt-4">
              <ReturnsList order={order} />
            </div>
          )}
        </section>

        <div className="space-y-6">
          <InfoCard title={t('order.payment')} icon={<CreditCard className="h-4 w-4" aria-hidden="true" />}>
            <p>{t(paymentMethodKey(order.paymentInfo.method))}</p>
            <p>
              <Trans
                id="orders.order.paymentStatus"
                values={{
                  status:
                    order.paymentInfo.method === 'cod' && order.paymentInfo.status === 'pending'
                      ? order.status === 'Cancelled'
                        ? t('order.nothingDue')
                        : t('order.payOnDelivery')
                      : t(paymentStatusKey(order.paymentInfo.status)),
                }}
                components={{ 0: <span className="text-stone-500" /> }}
              />
            </p>
          </InfoCard>
          <InfoCard
            title={t('order.shippingAddress')}
            icon={<MapPin className="h-4 w-4" aria-hidden="true" />}
          >
            <p className="font-medium text-stone-900">{order.shippingAddress.name}</p>
            <p>{order.shippingAddress.address1}</p>
            {order.shippingAddress.address2 && <p>{order.shippingAddress.address2}</p>}
            <p>
              {order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.zipCode}
            </p>
            <p>{order.shippingAddress.country}</p>
            <p className="pt-1">{t('order.mobile', { phone: order.shippingAddress.phoneNumber })}</p>
          </InfoCard>
          <InfoCard title={t('order.soldBy')} icon={<Store className="h-4 w-4" aria-hidden="true" />}>
            <Link
              to={paths.shopPreview(order.shop._id)}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {order.shop.shopName}
            </Link>
            <p>
              <Trans
                id="orders.order.shopPhone"
                values={{ phone: order.shop.phone }}
                components={{
                  0: (
                    <a href={`tel:${order.shop.phone}`} className="hover:text-brand-700">
                      {order.shop.phone}
                    </a>
                  ),
                }}
              />
            </p>
            <p className="break-all">
              <a href={`mailto:${order.shop.email}`} className="hover:text-brand-700">
                {order.shop.email}
              </a>
            </p>
          </InfoCard>
        </div>
      </div>
    </div>
  );
}

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className={cardClass}>
      <h2 className="mb-3 flex items-center gap-2 font-semibold text-stone-900">
        <span className="text-brand-600">{icon}</span>
        {title}
      </h2>
      <div className="space-y-0.5 text-sm text-stone-700">{children}</div>
    </section>
  );
}

function Item({ item, delivered }: { item: OrderItem; delivered: boolean }) {
  const t = orders.useT();
  const href = paths.product(item.productId, { isEvent: item.isEvent });
  const choices = [
    item.color && t('order.item.colour', { colour: item.color }),
    item.size && t('order.item.size', { size: item.size }),
  ].filter(Boolean);
  return (
    <li className="flex gap-3 py-4 first:pt-0 sm:gap-4">
      <ItemThumb src={item.images[0]} className="h-16 w-16 sm:h-20 sm:w-20" />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <div className="flex flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
          <Link to={href} className="font-medium break-words text-stone-900 hover:text-brand-700">
            {item.name}
          </Link>
          <span className="shrink-0 font-semibold text-stone-900">
            <span className="sr-only">{t('order.item.lineTotal')} </span>
            {formatRupees(item.lineTotal)}
          </span>
        </div>
        <p className="text-stone-600">
          {formatRupees(item.sellingPrice)} × {item.qty}
        </p>
        {choices.length > 0 && <p className="text-stone-600">{choices.join(' · ')}</p>}
        {item.discount > 0 && (
          <p className="text-green-800">
            {t('order.item.couponSaving', { amount: formatRupees(item.discount) })}
          </p>
        )}
        {delivered && (
          <Link
            to={`${href}#reviews`}
            className="inline-flex items-center gap-1 pt-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Star className="h-4 w-4" aria-hidden="true" />
            <Trans
              id="orders.order.item.review"
              values={{ name: item.name }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Link>
        )}
      </div>
    </li>
  );
}

function Amounts({ order }: { order: Order }) {
  const t = orders.useT();
  return (
    <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-stone-600">{t('order.amounts.subtotal')}</dt>
        <dd className="font-medium">{formatRupees(order.subTotalPrice)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-stone-600">{t('order.amounts.shipping')}</dt>
        <dd className="font-medium">
          {order.shippingPrice === 0 ? t('order.amounts.free') : formatRupees(order.shippingPrice)}
        </dd>
      </div>
      {order.discountPrice > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">
            {order.couponCode
              ? t('order.amounts.discountWithCode', { code: order.couponCode })
              : t('order.amounts.discount')}
          </dt>
          <dd className="font-medium text-green-800">−{formatRupees(order.discountPrice)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base">
        <dt className="font-semibold">{t('order.amounts.total')}</dt>
        <dd className="font-bold">{formatRupees(order.totalPrice)}</dd>
      </div>
    </dl>
  );
}

const noticeTone = {
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
  red: 'border-red-200 bg-red-50 text-red-900',
  green: 'border-green-200 bg-green-50 text-green-950',
  stone: 'border-stone-200 bg-stone-100 text-stone-800',
} as const;

function Notice({ tone, children }: { tone: keyof typeof noticeTone; children: ReactNode }) {
  return (
    <div className={`mt-6 flex gap-3 rounded-md border p-4 text-sm ${noticeTone[tone]}`}>
      <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="space-y-2">{children}</div>
    </div>
  );
}

/** A date in a sentence, as a `<time>` element for the message's `<0>` tag. */
const at = (iso: string) => ({ 0: <time dateTime={iso} /> });

/** What the status means for the shopper now, and what they can do about it. */
function StatusNotice({ order }: { order: Order }) {
  const t = orders.useT();
  switch (order.status) {
    case 'Awaiting payment':
      return <AwaitingPayment order={order} />;
    case 'Cancelled':
      return (
        <Notice tone="red">
          <p>
            {order.cancelledAt ? (
              <Trans
                id="orders.notice.cancelledOn"
                values={{ when: formatWhen(order.cancelledAt) }}
                components={at(order.cancelledAt)}
              />
            ) : (
              t('notice.cancelled')
            )}
          </p>
          <CancelledBecause order={order} />
        </Notice>
      );
    case 'Delivered':
      return (
        <Notice tone="green">
          <p>
            {order.deliveredAt ? (
              <Trans
                id="orders.notice.deliveredOn"
                values={{ when: formatWhen(order.deliveredAt) }}
                components={at(order.deliveredAt)}
              />
            ) : (
              t('notice.delivered')
            )}
            {order.refundableUntil && (
              <>
                {' '}
                <Trans
                  id="orders.notice.refundUntil"
                  values={{ until: formatWhen(order.refundableUntil) }}
                  components={at(order.refundableUntil)}
                />
              </>
            )}
          </p>
        </Notice>
      );
    case 'Processing Refund':
      return (
        <Notice tone="amber">
          <p>
            {order.refundRequestedAt ? (
              <Trans
                id="orders.notice.refundAskedOn"
                values={{ when: formatWhen(order.refundRequestedAt), shop: order.shop.shopName }}
                components={at(order.refundRequestedAt)}
              />
            ) : (
              t('notice.refundAsked', { shop: order.shop.shopName })
            )}
          </p>
        </Notice>
      );
    case 'Refund Success':
      return (
        <Notice tone="stone">
          <p>
            {order.refundedAt ? (
              <Trans
                id="orders.notice.refundedOn"
                values={{ when: formatWhen(order.refundedAt) }}
                components={at(order.refundedAt)}
              />
            ) : (
              t('notice.refunded')
            )}{' '}
            {order.paymentInfo.method === 'razorpay' ? t('notice.refundedOnline') : t('notice.refundedCash')}
          </p>
        </Notice>
      );
    case 'Refund Rejected': {
      const rejected = order.returns.findLast((ret) => ret.status === 'rejected');
      return (
        <Notice tone="amber">
          <p>{t('return.notice.rejected', { shop: order.shop.shopName })}</p>
          {rejected?.rejectionReason && <p className="mt-1 italic">“{rejected.rejectionReason}”</p>}
          {order.escalatableUntil && (
            <p className="mt-1">
              <Trans
                id="orders.return.notice.escalateUntil"
                values={{ until: formatWhen(order.escalatableUntil) }}
                components={at(order.escalatableUntil)}
              />
            </p>
          )}
        </Notice>
      );
    }
    case 'Refund Escalated':
      return (
        <Notice tone="amber">
          <p>{t('return.notice.escalated')}</p>
        </Notice>
      );
    case 'Refund Declined': {
      const declined = order.returns.findLast((ret) => ret.status === 'declined');
      return (
        <Notice tone="stone">
          <p>{t('return.notice.declined')}</p>
          {declined?.declinedReason && <p className="mt-1 italic">“{declined.declinedReason}”</p>}
        </Notice>
      );
    }
    default:
      return null;
  }
}

/** Takes a return the shop rejected to Haat, saying why. */
function EscalateButton({ order }: { order: Order }) {
  const t = orders.useT();
  const escalate = useEscalateReturn();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={secondaryButtonClass}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {t('return.escalate')}
      </button>
      <ReturnReasonDialog
        open={asking}
        title={t('return.escalateTitle')}
        label={t('return.escalateLabel')}
        confirmLabel={t('return.escalate')}
        pendingLabel={t('return.sending')}
        onSubmit={async (reason) => {
          const { message } = await escalate.mutateAsync({ id: order._id, reason });
          setAsking(false);
          toast.success(message);
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{t('return.escalateText', { shop: order.shop.shopName })}</p>
      </ReturnReasonDialog>
    </>
  );
}

/** An online order placed but not paid: it waits 30 minutes, then is cancelled. */
function AwaitingPayment({ order }: { order: Order }) {
  const t = orders.useT();
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const payOnline = usePayOnline();
  const canPay = order.paymentInfo.method === 'razorpay' && Boolean(config.data?.razorpay);

  const pay = async () => {
    const paid = await payOnline.pay({
      checkoutId: order.checkoutId,
      description: t('notice.paymentDescription', { id: shortOrderId(order._id) }),
      prefill: {
        name: order.shippingAddress.name,
        email: order.user.email,
        contact: order.shippingAddress.phoneNumber,
      },
    });
    if (paid) void navigate(paths.orderSuccess(), { state: orderSuccessState(paid.orders, paid.totalPrice) });
  };

  return (
    <Notice tone="amber">
      <p>
        {t('notice.awaitingPayment')}
        {canPay && <> {t('notice.razorpayAmount')}</>}
      </p>
      {payOnline.state.step === 'dismissed' && <p>{t('notice.paymentDismissed')}</p>}
      {payOnline.state.step === 'failed' && <FormAlert>{payOnline.state.message}</FormAlert>}
      {canPay && (
        <button
          type="button"
          onClick={() => void pay()}
          disabled={payOnline.working}
          aria-busy={payOnline.working}
          className={primaryButtonClass}
        >
          {payOnline.state.step === 'verifying'
            ? t('notice.verifying')
            : payOnline.working
              ? t('notice.opening')
              : t('notice.payNow')}
        </button>
      )}
    </Notice>
  );
}

/** Who cancelled the order and why, as the history records it. */
/** The shopper cancels an order that has not left the shop, or withdraws an unpaid checkout. */
function CancelButton({ order }: { order: Order }) {
  const t = orders.useT();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const unpaid = order.status === 'Awaiting payment';
  const online = order.paymentInfo.method === 'razorpay';
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={secondaryButtonClass}>
        <XCircle className="h-4 w-4" aria-hidden="true" />
        {t('cancel.open')}
      </button>
      <CancelOrderDialog
        open={asking}
        title={t('cancel.title', { id: shortOrderId(order._id) })}
        reasons={SHOPPER_REASONS}
        onSubmit={async (reason) => {
          const { message } = await cancel.mutateAsync({ id: order._id, reason });
          setAsking(false);
          toast.success(message);
        }}
        onCancel={() => setAsking(false)}
      >
        <p>
          {unpaid
            ? t('cancel.textUnpaid')
            : online
              ? t('cancel.textOnline', { amount: formatRupees(order.totalPrice) })
              : t('cancel.textCash')}
        </p>
      </CancelOrderDialog>
    </>
  );
}

function ReturnButton({ order, refundableUntil }: { order: Order; refundableUntil: string }) {
  const t = orders.useT();
  const refund = useRequestRefund();
  const [asking, setAsking] = useState(false);

  const send = async (body: RefundRequestBody) => {
    const { message } = await refund.mutateAsync({ id: order._id, body });
    setAsking(false);
    toast.success(message);
  };

  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={secondaryButtonClass}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {order.returns.length > 0 ? t('return.openMore') : t('return.open')}
      </button>
      <ReturnDialog open={asking} order={order} onSubmit={send} onCancel={() => setAsking(false)}>
        <p>
          {t('return.text', {
            shop: order.shop.shopName,
            id: shortOrderId(order._id),
            until: formatWhen(refundableUntil),
          })}
        </p>
      </ReturnDialog>
    </>
  );
}
