import type { PayoutMethod } from '@/api';
import { Landmark, Plus, Smartphone, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { LoadError } from '@/components/ListPage';
import { ApiError } from '@/lib/api';

import { useDeletePayoutMethod } from '../api/delete-payout-method';
import { usePayoutAccount } from '../api/get-payout-account';
import { PayoutMethodForm } from './PayoutMethodForm';
import { describeMethod } from './labels';
import { CardTitle, cardClass } from './ui';

/** The confirmation of docs/product.md §3, word for word, as every seller page asks it before deleting. */
export const CONFIRM_DELETE = 'Are you sure to confirm delete ?';

/** The method as the seller will recognise it, masked as the server sends it. */
export function MethodDetails({ method }: { method: PayoutMethod }) {
  if (method.type === 'upi') {
    return (
      <div className="flex items-start gap-3">
        <Smartphone className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <dl className="min-w-0 text-sm">
          <dt className="font-semibold text-stone-900">UPI</dt>
          <dd className="font-mono break-all text-stone-800">{method.upiId}</dd>
        </dl>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3">
      <Landmark className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">Bank</dt>
        <dd className="font-semibold break-words text-stone-900">{method.bankName ?? 'Bank account'}</dd>
        <dt className="text-stone-500">Holder</dt>
        <dd className="break-words text-stone-800">{method.holderName}</dd>
        <dt className="text-stone-500">Account</dt>
        <dd className="font-mono text-stone-800">
          {method.accountLast4 ? (
            <>
              <span aria-hidden="true">••••</span>
              <span className="sr-only">ending in </span>
              {method.accountLast4}
            </>
          ) : (
            'Hidden'
          )}
        </dd>
        <dt className="text-stone-500">IFSC</dt>
        <dd className="font-mono text-stone-800">{method.ifsc}</dd>
      </dl>
    </div>
  );
}

/**
 * The shop's payout method: shown masked, to replace or delete (after the question); or, when
 * there is none, the way to add one. `editing` is the page's, so the request form can open it too.
 */
export function PayoutMethodCard({
  shopId,
  editing,
  onEditingChange,
}: {
  shopId: string;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const titleId = useId();
  const account = usePayoutAccount(shopId);
  const remove = useDeletePayoutMethod(shopId);
  const [asking, setAsking] = useState(false);

  const confirmDelete = () => {
    setAsking(false);
    remove.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 404
            ? 'There was no payout method to delete.'
            : error instanceof ApiError
              ? error.message
              : 'The payout method could not be deleted. Please try again.',
        ),
    });
  };

  let body;
  if (account.isPending) body = <p className="text-sm text-stone-600">Loading your payout method…</p>;
  else if (account.isError)
    body = <LoadError message={account.error.message} onRetry={() => void account.refetch()} />;
  else {
    const method = account.data.withdrawMethod;
    if (editing)
      body = (
        <PayoutMethodForm
          shopId={shopId}
          current={method}
          onCancel={() => onEditingChange(false)}
          onSaved={(saved) => {
            toast.success(`Payout method saved: ${describeMethod(saved)}.`);
            onEditingChange(false);
          }}
        />
      );
    else if (method === null)
      body = (
        <div className="space-y-4">
          <p className="text-sm text-stone-600">
            No payout method yet. Add the bank account or UPI id your withdrawals should be paid to.
          </p>
          <button type="button" onClick={() => onEditingChange(true)} className={primaryButtonClass}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add payout method
          </button>
        </div>
      );
    else
      body = (
        <div className="space-y-5">
          <MethodDetails method={method} />
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => onEditingChange(true)} className={secondaryButtonClass}>
              Replace
            </button>
            <button
              type="button"
              onClick={() => setAsking(true)}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              className={`${secondaryButtonClass} hover:border-red-400 hover:text-red-700`}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </button>
          </div>
          <ConfirmDialog
            open={asking}
            title={CONFIRM_DELETE}
            confirmLabel="Delete"
            cancelLabel="Cancel"
            onConfirm={confirmDelete}
            onCancel={() => setAsking(false)}
          >
            <p>
              Your payout method <strong className="text-stone-900">{describeMethod(method)}</strong> will be
              removed, and you cannot withdraw until you add one again. Requests already made are still paid
              to the method they name.
            </p>
          </ConfirmDialog>
        </div>
      );
  }

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <CardTitle id={titleId}>Payout method</CardTitle>
      <p className="mt-1 text-sm text-stone-600">Where Haat pays your withdrawals.</p>
      <div className="mt-4">{body}</div>
    </section>
  );
}
