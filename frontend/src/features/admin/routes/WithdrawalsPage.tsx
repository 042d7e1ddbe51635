import { WithdrawStatus, type Withdrawal } from '@/api';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { ApiError } from '@/lib/api';
import { formatDay, formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

import { REASON_LIMITS, isAlreadyDecided, useDecideWithdrawal } from '../api/decide-withdrawal';
import { useWithdrawals } from '../api/get-withdrawals';
import { PAGE_SIZE } from '../api/list-query';
import { failureMessage } from '../api/failure';
import { type Column, DataTable } from '../components/DataTable';
import { useListParams } from '../components/list-params';
import { PagedList } from '../components/PagedList';
import { sortParam } from '../components/sort';
import { PayoutDetails, transferWarning } from '../components/payout';
import { ReasonDialog } from '../components/ReasonDialog';
import { StatusSelect } from '../components/StatusSelect';
import { WithdrawStatusBadge, rowButtonClass, rowDangerButtonClass } from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';

const WITHDRAW_STATUSES = Object.values(WithdrawStatus);

const STATUS_OPTIONS: { value: WithdrawStatus; label: string }[] = [
  { value: 'Processing', label: 'Processing (to pay)' },
  { value: 'Succeed', label: 'Paid (Succeed)' },
  { value: 'Rejected', label: 'Rejected' },
];

const EMPTY_TITLE: Record<WithdrawStatus | 'all', string> = {
  Processing: 'Nothing to pay',
  Succeed: 'No paid requests',
  Rejected: 'No rejected requests',
  all: 'No withdraw requests yet',
};

/** What a decided request says about how it was decided. */
function Decision({ withdraw }: { withdraw: Withdrawal }) {
  return (
    <div className="space-y-1">
      <WithdrawStatusBadge status={withdraw.status} />
      {withdraw.decidedAt && (
        <p className="text-xs text-stone-500">
          <time dateTime={withdraw.decidedAt}>{formatWhen(withdraw.decidedAt, 'local')}</time>
        </p>
      )}
      {withdraw.status === 'Rejected' && withdraw.reason && (
        <p className="max-w-64 text-xs break-words text-stone-700">
          <span className="text-stone-500">Reason: </span>
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
  const { page, status, sort, searchFor, setStatus, setSort } = useListParams({
    statuses: WITHDRAW_STATUSES,
    defaultStatus: 'Processing',
    sorts: SORTS,
  });
  const withdrawals = useWithdrawals({ page, limit: PAGE_SIZE, status, sort: sortParam(sort) });
  const decide = useDecideWithdrawal();
  const pending = usePendingIds();
  const [paying, setPaying] = useState<Withdrawal | null>(null);
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);

  /** A refusal: another decision came first (the list reloads to show it), or something else. */
  const refused = (error: unknown, fallback: string) => {
    if (isAlreadyDecided(error))
      toast.info(`${(error as ApiError).message} The list now shows how it was decided.`);
    else toast.error(failureMessage(error, fallback));
  };

  const pay = () => {
    if (!paying) return;
    const withdraw = paying;
    setPaying(null);
    void pending
      .track(withdraw._id, decide.mutateAsync({ id: withdraw._id, decision: { status: 'Succeed' } }))
      .then(
        () => toast.success(`${formatRupees(withdraw.amount)} to ${withdraw.shopName} is marked as paid.`),
        (error: unknown) => refused(error, 'The request could not be marked as paid. Please try again.'),
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
        `The request of ${withdraw.shopName} is rejected; ${formatRupees(withdraw.amount)} is back in its balance.`,
      );
    } catch (error) {
      // A problem with the reason itself is shown in the dialog, which stays open.
      if (error instanceof ApiError && error.fields.reason) throw error;
      setRejecting(null);
      refused(error, 'The request could not be rejected. Please try again.');
    }
  };

  const columns: Column<Withdrawal>[] = [
    {
      id: 'shop',
      header: 'Shop',
      rowHeader: true,
      sort: { key: 'shopName', kind: 'text' },
      cell: (withdraw) => <span className="font-medium break-words text-stone-900">{withdraw.shopName}</span>,
    },
    {
      id: 'amount',
      header: 'Amount',
      sort: { key: 'amount', kind: 'number' },
      cell: (withdraw) => (
        <span className="font-semibold whitespace-nowrap text-stone-900">
          {formatRupees(withdraw.amount)}
        </span>
      ),
    },
    {
      id: 'requested',
      header: 'Requested',
      sort: { key: 'createdAt', kind: 'date' },
      cell: (withdraw) => (
        <time
          dateTime={withdraw.createdAt}
          className="whitespace-nowrap"
          title={formatWhen(withdraw.createdAt, 'local')}
        >
          {formatDay(withdraw.createdAt, 'local')}
        </time>
      ),
    },
    {
      id: 'payout',
      header: 'Pay to',
      wide: true,
      className: 'lg:min-w-60',
      cell: (withdraw) => <PayoutDetails payout={withdraw.payout} />,
    },
    {
      id: 'status',
      header: 'Status',
      wide: true,
      cell: (withdraw) => <Decision withdraw={withdraw} />,
    },
    {
      id: 'actions',
      header: 'Actions',
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
              aria-label={`Mark ${formatRupees(withdraw.amount)} to ${withdraw.shopName} as paid`}
              className={rowButtonClass}
            >
              Mark as paid
            </button>
            <button
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => setRejecting(withdraw)}
              aria-label={`Reject the request of ${withdraw.shopName}`}
              className={rowDangerButtonClass}
            >
              Reject
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <ListPage
      title="Withdraw requests"
      owner="Sellers’ payouts"
      count={withdrawals.data?.total}
      noun={{ one: 'request', many: 'requests' }}
      filters={
        <div className="sm:max-w-xs">
          <StatusSelect
            options={STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
            allLabel="All requests"
          />
        </div>
      }
    >
      <PagedList
        list={withdrawals}
        page={page}
        searchFor={searchFor}
        loadingLabel="Loading withdraw requests"
        empty={
          <EmptyState
            icon={<Banknote className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={EMPTY_TITLE[status ?? 'all']}
          >
            <p>
              {status === 'Processing'
                ? 'No shop is waiting for a payout now.'
                : 'Requests that shops make appear here once decided.'}
            </p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption="Withdraw requests"
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
        title="Mark as paid?"
        confirmLabel="Mark as paid"
        onConfirm={pay}
        onCancel={() => setPaying(null)}
      >
        {paying && (
          <>
            <p className="font-medium text-stone-900">{transferWarning(paying.amount, paying.payout)}</p>
            <p className="mt-2">
              {paying.shopName} is emailed that the money is on its way, and the request cannot be changed
              afterwards.
            </p>
          </>
        )}
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting !== null}
        title="Reject this request?"
        label="Reason"
        hint="Emailed to the seller."
        limits={REASON_LIMITS}
        confirmLabel="Reject request"
        pendingLabel="Rejecting…"
        onSubmit={reject}
        onCancel={() => setRejecting(null)}
      >
        {rejecting && (
          <p>
            {formatRupees(rejecting.amount)} asked for by {rejecting.shopName} goes back to the shop’s
            available balance, and the seller is emailed your reason.
          </p>
        )}
      </ReasonDialog>
    </ListPage>
  );
}
