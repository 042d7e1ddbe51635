import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import type { Order, OrderStatus } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SelectField, primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { statusName } from '@/lib/orders/statuses';

import { orders } from '../../i18n';
import { openReturn } from '../../returns/reasons';
import { ReturnReasonDialog } from '../../returns/ReturnReasonDialog';
import { useRejectReturn } from '../api/return-disputes';

import { reasonText } from '../../cancel/reasons';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useUpdateRefundStatus } from '../api/update-refund-status';
import { NO_PARCEL, type Parcel, type ParcelErrors, ParcelFields, parcelProblems } from './ParcelFields';
import { CancelOrderButton } from './CancelOrderButton';
import { StatusBadge } from './StatusBadge';
import { byWhom } from './order-facts';
import { statusFailure } from './status-failure';

/** The server's problems with the parcel's fields, by field. */
function pick(fields: Record<string, string>): ParcelErrors {
  const named: ParcelErrors = {};
  for (const field of ['courier', 'trackingNumber', 'expectedDelivery'] as const) {
    if (fields[field]) named[field] = fields[field];
  }
  return named;
}

/** Why nothing can be done with the order now, and what happened to it. */
function settledNote(order: Order): string {
  const { t } = orders;
  switch (order.status) {
    case 'Delivered': {
      const delivered = order.deliveredAt
        ? t('manage.seller.settled.deliveredOn', { when: formatWhen(order.deliveredAt) })
        : t('manage.seller.settled.delivered');
      return order.refundableUntil
        ? `${delivered} ${t('manage.seller.settled.refundUntil', { until: formatWhen(order.refundableUntil) })}`
        : delivered;
    }
    case 'Refund Success':
      // Refunded in part, with units the shopper may still return.
      if (order.refundableUntil)
        return t('manage.seller.settled.refundUntil', { until: formatWhen(order.refundableUntil) });
      return order.refundedAt
        ? t('manage.seller.settled.refundedOn', { when: formatWhen(order.refundedAt) })
        : t('manage.seller.settled.refunded');
    case 'Cancelled': {
      const cancelled = order.history.findLast((step) => step.status === 'Cancelled');
      if (cancelled?.reason)
        return t('manage.seller.settled.cancelledWithReason', {
          when: formatWhen(cancelled.createdAt),
          by: byWhom(cancelled.by),
          reason: reasonText(cancelled.reason),
        });
      return order.cancelledAt
        ? t('manage.seller.settled.cancelledOn', { when: formatWhen(order.cancelledAt) })
        : t('manage.seller.settled.cancelled');
    }
    case 'Refund Rejected':
      return order.escalatableUntil
        ? t('manage.seller.settled.rejectedUntil', { until: formatWhen(order.escalatableUntil) })
        : t('manage.seller.settled.rejected');
    case 'Refund Escalated':
      return t('manage.seller.settled.escalated');
    case 'Refund Declined':
      return t('manage.seller.settled.declined');
    case 'Awaiting payment':
      return t('manage.seller.settled.awaitingPayment');
    default:
      return t('manage.seller.settled.none');
  }
}

/**
 * The seller's status card: the current status, a forward-only selector of the statuses the
 * server allows (`nextStatuses`), and the approval of a refund the shopper asked for. Mount it with
 * `key={order.status}`, so a changed order starts with nothing chosen.
 */
export function ShopStatusControl({ order, sellerId }: { order: Order; sellerId: string }) {
  const t = orders.useT();
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const updateStatus = useUpdateOrderStatus('seller');
  const approveRefund = useUpdateRefundStatus('seller');
  const rejectReturn = useRejectReturn('seller');
  const [rejecting, setRejecting] = useState(false);
  const [parcel, setParcel] = useState<Parcel>(NO_PARCEL);
  const [parcelErrors, setParcelErrors] = useState<ParcelErrors>({});
  const canMove = order.nextStatuses.length > 0;
  const refundAsked = order.status === 'Processing Refund';

  const handing = chosen === 'Transferred to delivery partner';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (handing) {
      const problems = parcelProblems(parcel);
      setParcelErrors(problems);
      if (Object.keys(problems).length > 0) return;
    }
    updateStatus.mutate(
      { orderId: order._id, sellerId, status: chosen, ...(handing ? { shipment: parcel } : {}) },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          // The server names each parcel field it refuses; those go under the fields.
          const named = error instanceof ApiError ? pick(error.fields) : {};
          if (Object.keys(named).length > 0) setParcelErrors(named);
          else statusFailure(error);
        },
      },
    );
  };

  const onApprove = () => {
    setConfirming(false);
    approveRefund.mutate(
      { id: order._id, status: 'Refund Success' },
      { onSuccess: ({ message }) => toast.success(message), onError: statusFailure },
    );
  };

  return (
    <div className="space-y-5">
      <div>
        <p className="text-xs text-stone-500">{t('manage.seller.currentStatus')}</p>
        <p className="mt-1">
          <StatusBadge status={order.status} />
        </p>
      </div>

      {canMove && (
        <form onSubmit={onSubmit} className="space-y-4">
          <SelectField
            label={t('manage.seller.moveTo')}
            value={chosen ?? ''}
            onChange={(event) =>
              setChosen(order.nextStatuses.find((status) => status === event.target.value) ?? null)
            }
            hint={t('manage.seller.moveHint')}
          >
            <option value="" disabled>
              {t('manage.seller.chooseNext')}
            </option>
            {order.nextStatuses.map((status) => (
              <option key={status} value={status}>
                {statusName(status)}
              </option>
            ))}
          </SelectField>
          {handing && <ParcelFields value={parcel} errors={parcelErrors} onChange={setParcel} />}
          {/* Disabled until a status is chosen: the order is already where it is. */}
          <button
            type="submit"
            disabled={!chosen || updateStatus.isPending}
            aria-busy={updateStatus.isPending}
            className={`${primaryButtonClass} w-full sm:w-auto`}
          >
            {updateStatus.isPending ? t('manage.seller.updating') : t('manage.seller.update')}
          </button>
        </form>
      )}

      {refundAsked && (
        <div className="space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p>
            {order.refundRequestedAt
              ? t('manage.seller.refundAskedOn', { when: formatWhen(order.refundRequestedAt) })
              : t('manage.seller.refundAsked')}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={approveRefund.isPending}
              aria-busy={approveRefund.isPending}
              className={`${primaryButtonClass} w-full sm:w-auto`}
            >
              {approveRefund.isPending ? t('manage.seller.approving') : t('manage.seller.approve')}
            </button>
            <button
              type="button"
              onClick={() => setRejecting(true)}
              className={`${secondaryButtonClass} w-full sm:w-auto`}
            >
              {t('return.reject')}
            </button>
          </div>
        </div>
      )}
      <ReturnReasonDialog
        open={rejecting}
        title={t('return.rejectTitle')}
        label={t('return.rejectLabel')}
        confirmLabel={t('return.reject')}
        pendingLabel={t('return.sending')}
        onSubmit={async (reason) => {
          const { message } = await rejectReturn.mutateAsync({ id: order._id, reason });
          setRejecting(false);
          toast.success(message);
        }}
        onCancel={() => setRejecting(false)}
      >
        <p>{t('return.rejectText', { name: order.user.name })}</p>
      </ReturnReasonDialog>

      <CancelOrderButton order={order} who="seller" />

      {!canMove && !refundAsked && <p className="text-sm text-stone-600">{settledNote(order)}</p>}

      <ConfirmDialog
        open={confirming}
        title={t('manage.seller.approveTitle')}
        confirmLabel={t('manage.seller.approveConfirm')}
        onConfirm={onApprove}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {t(
            order.paymentInfo.method === 'razorpay'
              ? 'manage.seller.approveOnline'
              : 'manage.seller.approveCash',
            {
              // What the open return refunds: its units' share of the order.
              amount: formatRupees(openReturn(order)?.amount ?? order.totalPrice),
              name: order.user.name,
            },
          )}
        </p>
      </ConfirmDialog>
    </div>
  );
}
