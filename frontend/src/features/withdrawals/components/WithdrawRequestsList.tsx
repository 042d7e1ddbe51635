import type { Withdrawal } from '@/api';
import { useId } from 'react';

import { LoadError } from '@/components/ListPage';
import { Pagination, usePageLink, usePageParam } from '@/components/Pagination';
import { formatDay, formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

import { REQUESTS_PAGE_SIZE, useWithdrawRequests } from '../api/get-withdraw-requests';
import { describeMethod } from './labels';
import { CardTitle, MobileLabel, WithdrawStatusBadge, cardClass } from './ui';

/** The address's key for this list's page. */
export const REQUESTS_PAGE_PARAM = 'requests';

const COLUMNS = ['Requested', 'Amount', 'Paid to', 'Status', 'Outcome'];
const cellClass = 'min-w-0 md:table-cell md:px-3 md:py-3 md:align-top';

function Outcome({ withdraw }: { withdraw: Withdrawal }) {
  if (withdraw.status === 'Processing')
    return <span className="text-stone-600">Waiting for the Admin; the amount is on hold.</span>;
  const on = withdraw.decidedAt ? (
    <>
      {' on '}
      <time dateTime={withdraw.decidedAt}>{formatDay(withdraw.decidedAt)}</time>
    </>
  ) : null;
  if (withdraw.status === 'Succeed') return <span>Paid{on}.</span>;
  if (withdraw.status === 'Rejected')
    return (
      <span>
        Rejected{on}; the amount is back in your available balance.
        {withdraw.reason && (
          <span className="mt-1 block text-stone-700">
            <span className="font-medium">Reason:</span> {withdraw.reason}
          </span>
        )}
      </span>
    );
  return <span className="text-stone-600">—</span>;
}

function RequestRow({ withdraw }: { withdraw: Withdrawal }) {
  return (
    <tr className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-md border border-stone-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0">
      <td className={`md:pl-4 ${cellClass}`}>
        <MobileLabel>Requested</MobileLabel>
        <time dateTime={withdraw.createdAt} className="md:whitespace-nowrap">
          {formatWhen(withdraw.createdAt)}
        </time>
      </td>
      <th scope="row" className={`text-left font-semibold text-stone-900 tabular-nums ${cellClass}`}>
        <MobileLabel>Amount</MobileLabel>
        {formatRupees(withdraw.amount)}
      </th>
      <td className={`col-span-2 md:col-span-1 ${cellClass}`}>
        <MobileLabel>Paid to</MobileLabel>
        <span className="break-words">{withdraw.payout ? describeMethod(withdraw.payout) : '—'}</span>
      </td>
      <td className={cellClass}>
        <MobileLabel>Status</MobileLabel>
        <WithdrawStatusBadge status={withdraw.status} />
      </td>
      <td className={`col-span-2 md:col-span-1 md:max-w-72 md:pr-4 ${cellClass}`}>
        <MobileLabel>Outcome</MobileLabel>
        <Outcome withdraw={withdraw} />
      </td>
    </tr>
  );
}

/** The shop's own withdraw requests, newest first, a page at a time. */
export function WithdrawRequestsList({ shopId }: { shopId: string }) {
  const titleId = useId();
  const page = usePageParam(REQUESTS_PAGE_PARAM);
  const pageLink = usePageLink(REQUESTS_PAGE_PARAM);
  const requests = useWithdrawRequests(shopId, page);

  let body;
  if (requests.isPending) body = <p className="text-sm text-stone-600">Loading your requests…</p>;
  else if (requests.isError)
    body = <LoadError message={requests.error.message} onRetry={() => void requests.refetch()} />;
  else if (requests.data.total === 0)
    body = (
      <p className="text-sm text-stone-600">No withdraw requests yet. Your requests will be listed here.</p>
    );
  else
    body = (
      <div className="space-y-4" aria-busy={requests.isPlaceholderData}>
        <div className="md:overflow-x-auto md:rounded-md md:border md:border-stone-200">
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">Your withdraw requests, newest first</caption>
            <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
              <tr>
                {COLUMNS.map((label, index) => (
                  <th
                    key={label}
                    scope="col"
                    className={`px-3 py-3 font-medium whitespace-nowrap ${index === 0 ? 'pl-4' : ''}`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-200">
              {requests.data.withdraws.map((withdraw) => (
                <RequestRow key={withdraw._id} withdraw={withdraw} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          label="Withdraw requests pages"
          to={pageLink}
          preventScrollReset
          page={page}
          limit={requests.data.limit || REQUESTS_PAGE_SIZE}
          total={requests.data.total}
          shown={requests.data.withdraws.length}
        />
      </div>
    );

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <CardTitle id={titleId}>Your withdraw requests</CardTitle>
      <div className="mt-4">{body}</div>
    </section>
  );
}
