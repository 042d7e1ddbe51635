import type { Withdrawal } from '@/api';
import { Trans } from '@/lib/i18n/trans';
import { useId } from 'react';

import { LoadError } from '@/components/ListPage';
import { Pagination, usePageLink, usePageParam } from '@/components/Pagination';
import { formatDay, formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

import { REQUESTS_PAGE_SIZE, useWithdrawRequests } from '../api/get-withdraw-requests';
import { withdrawals } from '../i18n';
import { describeMethod } from './labels';
import { CardTitle, MobileLabel, WithdrawStatusBadge, cardClass } from './ui';

/** The address's key for this list's page. */
export const REQUESTS_PAGE_PARAM = 'requests';

const COLUMNS = [
  'requests.requested',
  'requests.amount',
  'requests.paidTo',
  'requests.status',
  'requests.outcome',
] as const;
/** The outcome's sentences with a date inside, by their full id (the catalogue's name, a dot, the key). */
const PAID_ON = `${withdrawals.namespace}.requests.paidOn`;
const REJECTED_ON = `${withdrawals.namespace}.requests.rejectedOn`;
const cellClass = 'min-w-0 md:table-cell md:px-3 md:py-3 md:align-top';

/** "Paid on <time>…</time>." or "Rejected on …": the sentence `id` names, with the day it was decided. */
function DecidedOn({ id, decidedAt }: { id: string; decidedAt: string }) {
  return (
    <Trans
      id={id}
      values={{ date: formatDay(decidedAt) }}
      components={{ 0: <time dateTime={decidedAt} /> }}
    />
  );
}

function Outcome({ withdraw }: { withdraw: Withdrawal }) {
  const t = withdrawals.useT();
  const decidedAt = withdraw.decidedAt;
  if (withdraw.status === 'Processing')
    return <span className="text-stone-600">{t('requests.waiting')}</span>;
  if (withdraw.status === 'Succeed')
    return <span>{decidedAt ? <DecidedOn id={PAID_ON} decidedAt={decidedAt} /> : t('requests.paid')}</span>;
  if (withdraw.status === 'Rejected')
    return (
      <span>
        {decidedAt ? <DecidedOn id={REJECTED_ON} decidedAt={decidedAt} /> : t('requests.rejected')}
        {withdraw.reason && (
          <span className="mt-1 block text-stone-700">
            <span className="font-medium">{t('requests.reason')}</span> {withdraw.reason}
          </span>
        )}
      </span>
    );
  return <span className="text-stone-600">—</span>;
}

function RequestRow({ withdraw }: { withdraw: Withdrawal }) {
  const t = withdrawals.useT();
  return (
    <tr className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-md border border-stone-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0">
      <td className={`md:pl-4 ${cellClass}`}>
        <MobileLabel>{t('requests.requested')}</MobileLabel>
        <time dateTime={withdraw.createdAt} className="md:whitespace-nowrap">
          {formatWhen(withdraw.createdAt)}
        </time>
      </td>
      <th scope="row" className={`text-left font-semibold text-stone-900 tabular-nums ${cellClass}`}>
        <MobileLabel>{t('requests.amount')}</MobileLabel>
        {formatRupees(withdraw.amount)}
      </th>
      <td className={`col-span-2 md:col-span-1 ${cellClass}`}>
        <MobileLabel>{t('requests.paidTo')}</MobileLabel>
        <span className="break-words">{withdraw.payout ? describeMethod(withdraw.payout) : '—'}</span>
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('requests.status')}</MobileLabel>
        <WithdrawStatusBadge status={withdraw.status} />
      </td>
      <td className={`col-span-2 md:col-span-1 md:max-w-72 md:pr-4 ${cellClass}`}>
        <MobileLabel>{t('requests.outcome')}</MobileLabel>
        <Outcome withdraw={withdraw} />
      </td>
    </tr>
  );
}

/** The shop's own withdraw requests, newest first, a page at a time. */
export function WithdrawRequestsList({ shopId }: { shopId: string }) {
  const t = withdrawals.useT();
  const titleId = useId();
  const page = usePageParam(REQUESTS_PAGE_PARAM);
  const pageLink = usePageLink(REQUESTS_PAGE_PARAM);
  const requests = useWithdrawRequests(shopId, page);

  let body;
  if (requests.isPending) body = <p className="text-sm text-stone-600">{t('requests.loading')}</p>;
  else if (requests.isError)
    body = <LoadError message={requests.error.message} onRetry={() => void requests.refetch()} />;
  else if (requests.data.total === 0) body = <p className="text-sm text-stone-600">{t('requests.empty')}</p>;
  else
    body = (
      <div className="space-y-4" aria-busy={requests.isPlaceholderData}>
        <div className="md:overflow-x-auto md:rounded-md md:border md:border-stone-200">
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">{t('requests.caption')}</caption>
            <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
              <tr>
                {COLUMNS.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-3 font-medium whitespace-nowrap ${index === 0 ? 'pl-4' : ''}`}
                  >
                    {t(column)}
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
          label={t('requests.pages')}
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
      <CardTitle id={titleId}>{t('requests.title')}</CardTitle>
      <div className="mt-4">{body}</div>
    </section>
  );
}
