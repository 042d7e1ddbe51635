import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import type { Order } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { formatRupees } from '@/lib/money';

import { orders } from '../../i18n';
import { ReturnReasonDialog } from '../../returns/ReturnReasonDialog';
import { openReturn } from '../../returns/reasons';
import { useDecideReturn } from '../api/return-disputes';
import { statusFailure } from './status-failure';

/**
 * The Admin's decision on a return the shopper escalated (docs/orders.md "Rejected returns"):
 * approve it, refunded as any approved return, after confirming; or decline it for good, saying
 * why. The shop's and the shopper's reasons are in the returns list beside it.
 */
export function EscalationDecision({ order }: { order: Order }) {
  const t = orders.useT();
  const decide = useDecideReturn();
  const [approving, setApproving] = useState(false);
  const [declining, setDeclining] = useState(false);
  const amount =
    openReturn(order)?.amount ?? order.returns.findLast((ret) => ret.status === 'escalated')?.amount;

  const approve = () => {
    setApproving(false);
    decide.mutate(
      { id: order._id, decision: 'approve' },
      { onSuccess: ({ message }) => toast.success(message), onError: statusFailure },
    );
  };

  return (
    <div className="space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <p>{t('return.admin.escalated')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => setApproving(true)}
          disabled={decide.isPending}
          aria-busy={decide.isPending}
          className={`${primaryButtonClass} w-full sm:w-auto`}
        >
          {t('return.admin.approve')}
        </button>
        <button
          type="button"
          onClick={() => setDeclining(true)}
          disabled={decide.isPending}
          className={`${secondaryButtonClass} w-full sm:w-auto`}
        >
          {t('return.admin.decline')}
        </button>
      </div>
      <ConfirmDialog
        open={approving}
        title={t('return.admin.approveTitle')}
        confirmLabel={t('return.admin.approve')}
        onConfirm={approve}
        onCancel={() => setApproving(false)}
      >
        <p>
          {t('return.admin.approveText', {
            amount: amount === null || amount === undefined ? '—' : formatRupees(amount),
            name: order.user.name,
          })}
        </p>
      </ConfirmDialog>
      <ReturnReasonDialog
        open={declining}
        title={t('return.admin.declineTitle')}
        label={t('return.admin.declineLabel')}
        confirmLabel={t('return.admin.decline')}
        pendingLabel={t('return.sending')}
        onSubmit={async (reason) => {
          const { message } = await decide.mutateAsync({ id: order._id, decision: 'decline', reason });
          setDeclining(false);
          toast.success(message);
        }}
        onCancel={() => setDeclining(false)}
      >
        <p>{t('return.admin.declineText', { name: order.user.name })}</p>
      </ReturnReasonDialog>
    </div>
  );
}
