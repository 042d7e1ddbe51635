import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import type { Order, OrderStatus } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SelectField, primaryButtonClass } from '@/components/form';
import { formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

import { useUpdateOrderStatus } from '../api/update-order-status';
import { useUpdateRefundStatus } from '../api/update-refund-status';
import { StatusBadge } from './StatusBadge';
import { statusFailure } from './status-failure';

/** Why nothing can be done with the order now, and what happened to it. */
function settledNote(order: Order): string {
  const on = (iso: string | null) => (iso ? ` on ${formatWhen(iso)}` : '');
  switch (order.status) {
    case 'Delivered':
      return `Delivered${on(order.deliveredAt)}.${
        order.refundableUntil
          ? ` The shopper may ask for a refund until ${formatWhen(order.refundableUntil)}.`
          : ''
      }`;
    case 'Refund Success':
      return `Refunded${on(order.refundedAt)}. The items went back into your stock and the sale was reversed.`;
    case 'Cancelled':
      return `Cancelled${on(order.cancelledAt)}: it was not paid in time, and its items went back into your stock.`;
    case 'Awaiting payment':
      return 'Waiting for the shopper’s online payment. The order moves to Processing once it is paid, or is cancelled after 30 minutes.';
    default:
      return 'There is no status you can move this order to now.';
  }
}

/**
 * The seller's status card: the current status, a forward-only selector of the statuses the
 * server allows (`nextStatuses`), and the approval of a refund the shopper asked for. Mount it with
 * `key={order.status}`, so a changed order starts with nothing chosen.
 */
export function ShopStatusControl({ order, sellerId }: { order: Order; sellerId: string }) {
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const updateStatus = useUpdateOrderStatus('seller');
  const approveRefund = useUpdateRefundStatus('seller');
  const canMove = order.nextStatuses.length > 0;
  const refundAsked = order.status === 'Processing Refund';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    updateStatus.mutate(
      { orderId: order._id, sellerId, status: chosen },
      { onSuccess: ({ message }) => toast.success(message), onError: statusFailure },
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
        <p className="text-xs text-stone-500">Current status</p>
        <p className="mt-1">
          <StatusBadge status={order.status} />
        </p>
      </div>

      {canMove && (
        <form onSubmit={onSubmit} className="space-y-4">
          <SelectField
            label="Move the order to"
            value={chosen ?? ''}
            onChange={(event) =>
              setChosen(order.nextStatuses.find((status) => status === event.target.value) ?? null)
            }
            hint="Orders only move forward: a step may be skipped, never gone back to."
          >
            <option value="" disabled>
              Choose the next status
            </option>
            {order.nextStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SelectField>
          {/* Disabled until a status is chosen: the order is already where it is. */}
          <button
            type="submit"
            disabled={!chosen || updateStatus.isPending}
            aria-busy={updateStatus.isPending}
            className={`${primaryButtonClass} w-full sm:w-auto`}
          >
            {updateStatus.isPending ? 'Updating…' : 'Update Status'}
          </button>
        </form>
      )}

      {refundAsked && (
        <div className="space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p>
            The shopper asked for a refund
            {order.refundRequestedAt ? ` on ${formatWhen(order.refundRequestedAt)}` : ''}.
          </p>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={approveRefund.isPending}
            aria-busy={approveRefund.isPending}
            className={`${primaryButtonClass} w-full sm:w-auto`}
          >
            {approveRefund.isPending ? 'Approving…' : 'Approve refund'}
          </button>
        </div>
      )}

      {!canMove && !refundAsked && <p className="text-sm text-stone-600">{settledNote(order)}</p>}

      <ConfirmDialog
        open={confirming}
        title="Approve this refund?"
        confirmLabel="Approve refund"
        onConfirm={onApprove}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {formatRupees(order.totalPrice)} goes back to {order.user.name}
          {order.paymentInfo.method === 'razorpay'
            ? ', refunded to the card or account they paid with'
            : ', recorded as a cash refund'}
          , and the items return to your stock. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
