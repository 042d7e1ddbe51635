import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import type { Order, OrderStatus } from '@/api';
import { SelectField, SubmitButton } from '@/components/form';
import { statusName } from '@/lib/orders/statuses';

import { orders } from '../../i18n';

import { useUpdateOrderStatus } from '../api/update-order-status';
import { useUpdateRefundStatus } from '../api/update-refund-status';
import { REFUND_DEFAULT, adminStatusChoices } from './admin-status';
import { statusFailure } from './status-failure';

/**
 * The admin screen's status selector and Update Status (docs/product.md §4, the Admin's order
 * screen). A finished order shows its status as plain text. Mount it with `key={order.status}`, so
 * a changed order starts from its new status rather than the old choice.
 */
export function AdminStatusControl({ order }: { order: Order }) {
  const t = orders.useT();
  const rules = adminStatusChoices(order.status);
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const updateStatus = useUpdateOrderStatus('admin');
  const updateRefund = useUpdateRefundStatus('admin');

  if (rules.mode === 'final') {
    return (
      <div className="space-y-1">
        <p className="text-xs text-stone-500">{t('manage.admin.status')}</p>
        <p className="font-semibold text-stone-900">{statusName(order.status)}</p>
        {/* A rejected or escalated return is still to be decided, by the shopper or below. */}
        {order.status !== 'Refund Rejected' &&
          order.status !== 'Refund Escalated' &&
          !order.refundableUntil && <p className="text-sm text-stone-600">{t('manage.admin.finished')}</p>}
      </div>
    );
  }

  // Nothing chosen: the selector shows its first choice; in refund mode docs/product.md §4 names
  // what is sent.
  const selected = chosen ?? (rules.mode === 'refund' ? REFUND_DEFAULT : order.status);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The order is already where the selector shows it: sending that would only bring back the
    // server's "cannot move from Processing to Processing".
    if (selected === order.status) {
      setUnchanged(true);
      return;
    }
    const done = {
      onSuccess: ({ message }: { message: string }) => toast.success(message),
      onError: statusFailure,
    };
    if (rules.mode === 'normal') {
      updateStatus.mutate({ orderId: order._id, sellerId: order.shopId, status: selected }, done);
    } else {
      updateRefund.mutate({ id: order._id, status: selected }, done);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <SelectField
        label={t('manage.admin.orderStatus')}
        value={selected}
        onChange={(event) => {
          setUnchanged(false);
          setChosen(rules.choices.find((choice) => choice === event.target.value) ?? null);
        }}
        error={unchanged ? t('manage.admin.chooseNew', { status: statusName(order.status) }) : undefined}
        hint={rules.mode === 'refund' ? t('manage.admin.refundHint') : t('manage.admin.normalHint')}
      >
        {rules.choices.map((choice) => (
          <option key={choice} value={choice}>
            {statusName(choice)}
          </option>
        ))}
      </SelectField>
      <SubmitButton
        pending={updateStatus.isPending || updateRefund.isPending}
        pendingLabel={t('manage.admin.updating')}
        className="w-full sm:w-auto"
      >
        {t('manage.admin.update')}
      </SubmitButton>
    </form>
  );
}
