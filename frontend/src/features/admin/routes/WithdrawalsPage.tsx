import { WithdrawStatus, type Withdrawal } from '@/api';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ReasonDialog } from '@/components/ReasonDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { ApiError } from '@/lib/api';
import { formatRupees } from '@/lib/money';
import { localDay, localWhen } from '@/lib/dates';
import { type Column, DataTable, PagedList, sortParam, useListParams } from '@/components/table';

import { REASON_LIMITS, isAlreadyDecided, useDecideWithdrawal } from '../api/decide-withdrawal';
import { useWithdrawals } from '../api/get-withdrawals';
import { failureMessage } from '../api/failure';
import { PayoutDetails, transferWarning } from '../components/payout';
import { StatusSelect } from '../components/StatusSelect';
import { WithdrawStatusBadge, rowButtonClass, rowDangerButtonClass } from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';
import { type AdminKey, admin } from '../i18n';

const WITHDRAW_STATUSES = Object.values(WithdrawStatus);

const STATUS_OPTIONS: { value: WithdrawStatus; label: AdminKey }[] = [
  { value: 'Processing', label: 'withdrawals.filter.Processing' },
  { value: 'Succeed', label: 'withdrawals.filter.Succeed' },
  { value: 'Rejected', label: 'withdrawals.filter.Rejected' },
];

const EMPTY_TITLE: Record<WithdrawStatus | 'all', AdminKey> = {
  Processing: 'withdrawals.empty.Processing',
  Succeed: 'withdrawals.empty.Succeed',
  Rejected: 'withdrawals.empty.Rejected',
  all: 'withdrawals.empty.all',
};

/** What a decided request says about how it was decided. */
function Decision({ withdraw }: { withdraw: Withdrawal }) {
  const t = admin.useT();
  return (
    <div className="space-y-1">
      <WithdrawStatusBadge status={withdraw.status} />
      {withdraw.decidedAt && (
        <p className="text-xs text-stone-500">
          <time dateTime={withdraw.decidedAt}>{localWhen(withdraw.decidedAt)}</time>
        </p>
      )}
      {withdraw.status === 'Rejected' && withdraw.reason && (
        <p className="max-w-64 text-xs break-words text-stone-700">
          <span className="text-stone-500">{t('withdrawals.reason')}</span>
          {withdraw.reason}
        </p>
      )}
    </div>
  );
}

/** docs/admin.md "Sorting": the withdraw list's columns. */
const SORTS = ['shopName', 'amount', 'createdAt'];

/**
 * /admin-withdraw-request: the shops' withdraw requests (Processing first), each with the payout
 * details in full; the Admin makes the transfer, then marks it paid, or rejects it with a reason.
 */
export function WithdrawalsPage() {
  const t = admin.useT();
  const { page, limit, status, sort, searchFor, setStatus, setSort } = useListParams({
    statuses: WITHDRAW_STATUSES,
    defaultStatus: 'Processing',
    sorts: SORTS,
  });
  const withdrawals = useWithdrawals({ page, limit, status, sort: sortParam(sort) });
  const decide = useDecideWithdrawal();
  const pending = usePendingIds();
  const [paying, setPaying] = useState<Withdrawal | null>(null);
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);

  /** A refusal: another decision came first (the list reloads to show it), or something else. */
  const refused = (error: unknown, fallback: string) => {
    if (isAlreadyDecided(error))
      toast.info(admin.t('withdrawals.alreadyDecided', { message: (error as ApiError).message }));
    else toast.error(failureMessage(error, fallback));
  };

  const pay = () => {
    if (!paying) return;
    const withdraw = paying;
    setPaying(null);
    void pending
      .track(withdraw._id, decide.mutateAsync({ id: withdraw._id, decision: { status: 'Succeed' } }))
      .then(
        () =>
          toast.success(
            admin.t('withdrawals.paid', { amount: formatRupees(withdraw.amount), shop: withdraw.shopName }),
          ),
        (error: unknown) => refused(error, admin.t('withdrawals.payFailed')),
      );
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    const withdraw = rejecting;
    try {
      await pending.track(
        withdraw._id,
        decide.mutateAsync({ id: withdraw._id, decision: { status: 'Rejected', reason } }),
      );
      setRejecting(null);
      toast.success(
        admin.t('withdrawals.rejected', { shop: withdraw.shopName, amount: formatRupees(withdraw.amount) }),
      );
    } catch (error) {
      // A problem with the reason itself is shown in the dialog, which stays open.
      if (error instanceof ApiError && error.fields.reason) throw error;
      setRejecting(null);
      refused(error, admin.t('withdrawals.rejectFailed'));
    }
  };

  const columns: Column<Withdrawal>[] = [
    {
      id: 'shop',
      header: t('common.shop'),
      rowHeader: true,
      sort: { key: 'shopName', kind: 'text' },
      cell: (withdraw) => <span className="font-medium break-words text-stone-900">{withdraw.shopName}</span>,
    },
    {
      id: 'amount',
      header: t('withdrawals.column.amount'),
      sort: { key: 'amount', kind: 'number' },
      cell: (withdraw) => (
        <span className="font-semibold whitespace-nowrap text-stone-900">
          {formatRupees(withdraw.amount)}
        </span>
      ),
    },
    {
      id: 'requested',
      header: t('withdrawals.column.requested'),
      sort: { key: 'createdAt', kind: 'date' },
      cell: (withdraw) => (
        <time
          dateTime={withdraw.createdAt}
          className="whitespace-nowrap"
          title={localWhen(withdraw.createdAt)}
        >
          {localDay(withdraw.createdAt)}
        </time>
      ),
    },
    {
      id: 'payout',
      header: t('withdrawals.column.payTo'),
      wide: true,
      className: 'lg:min-w-60',
      cell: (withdraw) => <PayoutDetails payout={withdraw.payout} />,
    },
    {
      id: 'status',
      header: t('common.status'),
      wide: true,
      cell: (withdraw) => <Decision withdraw={withdraw} />,
    },
    {
      id: 'actions',
      header: t('common.actions'),
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (withdraw) => {
        if (withdraw.status !== 'Processing') return null;
        const busy = pending.isPending(withdraw._id);
        return (
          <div className="flex flex-wrap justify-end gap-2 lg:flex-nowrap">
            <button
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => setPaying(withdraw)}
              aria-label={t('withdrawals.markPaidLabel', {
                amount: formatRupees(withdraw.amount),
                shop: withdraw.shopName,
              })}
              className={rowButtonClass}
            >
              {t('withdrawals.markPaid')}
            </button>
            <button
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => setRejecting(withdraw)}
              aria-label={t('withdrawals.rejectLabel', { shop: withdraw.shopName })}
              className={rowDangerButtonClass}
            >
              {t('withdrawals.reject')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <ListPage
      title={t('withdrawals.title')}
      owner={t('withdrawals.owner')}
      count={withdrawals.data?.total}
      noun={(count) => t('withdrawals.count', { count })}
      filters={
        <div className="sm:max-w-xs">
          <StatusSelect
            options={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={status}
            onChange={setStatus}
            allLabel={t('withdrawals.allRequests')}
          />
        </div>
      }
    >
      <PagedList
        list={withdrawals}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('withdrawals.loading')}
        empty={
          <EmptyState
            icon={<Banknote className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={t(EMPTY_TITLE[status ?? 'all'])}
          >
            <p>
              {status === 'Processing' ? t('withdrawals.emptyProcessing') : t('withdrawals.emptyDecided')}
            </p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('withdrawals.title')}
            rows={rows}
            columns={columns}
            rowKey={(withdraw) => withdraw._id}
            sort={sort}
            onSortChange={setSort}
          />
        )}
      </PagedList>
      <ConfirmDialog
        open={paying !== null}
        title={t('withdrawals.payTitle')}
        confirmLabel={t('withdrawals.markPaid')}
        cancelLabel={t('common.cancel')}
        onConfirm={pay}
        onCancel={() => setPaying(null)}
      >
        {paying && (
          <>
            <p className="font-medium text-stone-900">{transferWarning(paying.amount, paying.payout)}</p>
            <p className="mt-2">{t('withdrawals.payEmailed', { shop: paying.shopName })}</p>
          </>
        )}
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting !== null}
        texts={{
          title: t('withdrawals.rejectTitle'),
          label: t('withdrawals.reasonLabel'),
          hint: t('withdrawals.reasonHint'),
          confirmLabel: t('withdrawals.rejectConfirm'),
          pendingLabel: t('withdrawals.rejecting'),
          cancelLabel: t('common.cancel'),
          count: (length, max) => admin.t('reason.count', { length, max }),
          tooShort: (min) => admin.t('reason.tooShort', { min }),
          tooLong: (_, max) => admin.t('reason.tooLong', { max }),
        }}
        limits={REASON_LIMITS}
        onSubmit={reject}
        onCancel={() => setRejecting(null)}
      >
        {rejecting && (
          <p>
            {t('withdrawals.rejectBody', {
              amount: formatRupees(rejecting.amount),
              shop: rejecting.shopName,
            })}
          </p>
        )}
      </ReasonDialog>
    </ListPage>
  );
}
