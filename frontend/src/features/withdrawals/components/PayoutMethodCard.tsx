import type { PayoutMethod } from '@/api';
import { Landmark, Plus, Smartphone, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans } from '@/lib/i18n/trans';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { LoadError } from '@/components/ListPage';
import { ApiError } from '@/lib/api';

import { useDeletePayoutMethod } from '../api/delete-payout-method';
import { usePayoutAccount } from '../api/get-payout-account';
import { withdrawals } from '../i18n';
import { PayoutMethodForm } from './PayoutMethodForm';
import { describeMethod } from './labels';
import { CardTitle, cardClass } from './ui';

/** The method as the seller will recognise it, masked as the server sends it. */
export function MethodDetails({ method }: { method: PayoutMethod }) {
  const t = withdrawals.useT();
  if (method.type === 'upi') {
    return (
      <div className="flex items-start gap-3">
        <Smartphone className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <dl className="min-w-0 text-sm">
          <dt className="font-semibold text-stone-900">{t('method.upi')}</dt>
          <dd className="font-mono break-all text-stone-800">{method.upiId}</dd>
        </dl>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3">
      <Landmark className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">{t('method.bank')}</dt>
        <dd className="font-semibold break-words text-stone-900">
          {method.bankName ?? t('method.bankAccount')}
        </dd>
        <dt className="text-stone-500">{t('method.holder')}</dt>
        <dd className="break-words text-stone-800">{method.holderName}</dd>
        <dt className="text-stone-500">{t('method.account')}</dt>
        <dd className="font-mono text-stone-800">
          {method.accountLast4 ? (
            <>
              <span aria-hidden="true">••••</span>
              <span className="sr-only">{`${t('method.endingIn')} `}</span>
              {method.accountLast4}
            </>
          ) : (
            t('method.hidden')
          )}
        </dd>
        <dt className="text-stone-500">{t('method.ifsc')}</dt>
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
  const t = withdrawals.useT();
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
            ? withdrawals.t('method.nothingToDelete')
            : error instanceof ApiError
              ? error.message
              : withdrawals.t('method.deleteFailed'),
        ),
    });
  };

  let body;
  if (account.isPending) body = <p className="text-sm text-stone-600">{t('method.loading')}</p>;
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
            toast.success(withdrawals.t('method.saved', { method: describeMethod(saved) }));
            onEditingChange(false);
          }}
        />
      );
    else if (method === null)
      body = (
        <div className="space-y-4">
          <p className="text-sm text-stone-600">{t('method.none')}</p>
          <button type="button" onClick={() => onEditingChange(true)} className={primaryButtonClass}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('method.add')}
          </button>
        </div>
      );
    else
      body = (
        <div className="space-y-5">
          <MethodDetails method={method} />
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => onEditingChange(true)} className={secondaryButtonClass}>
              {t('method.replace')}
            </button>
            <button
              type="button"
              onClick={() => setAsking(true)}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              className={`${secondaryButtonClass} hover:border-red-400 hover:text-red-700`}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {remove.isPending ? t('method.deleting') : t('method.delete')}
            </button>
          </div>
          <ConfirmDialog
            open={asking}
            title={t('method.confirmDelete')}
            confirmLabel={t('method.confirmDeleteButton')}
            cancelLabel={t('method.confirmCancel')}
            onConfirm={confirmDelete}
            onCancel={() => setAsking(false)}
          >
            <p>
              <Trans
                id="withdrawals.method.deleteBody"
                values={{ method: describeMethod(method) }}
                components={{ 0: <strong className="text-stone-900" /> }}
              />
            </p>
          </ConfirmDialog>
        </div>
      );
  }

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <CardTitle id={titleId}>{t('method.title')}</CardTitle>
      <p className="mt-1 text-sm text-stone-600">{t('method.intro')}</p>
      <div className="mt-4">{body}</div>
    </section>
  );
}
