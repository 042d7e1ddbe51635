import type { LedgerLine } from '@/api';
import { useId } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/ListPage';
import { Pagination, usePageLink } from '@/components/Pagination';
import { formatWhen } from '@/lib/dates';
import { shortId } from '@/lib/ids';
import { paths } from '@/lib/paths';

import type { useLedger } from '../api/get-ledger';
import { LEDGER_PAGE_SIZE } from '../api/get-ledger';
import { withdrawals } from '../i18n';
import { accountLabel, kindLabel, signedRupees } from './labels';
import { CardTitle, MobileLabel, cardClass } from './ui';

/** The address's key for the history's page. */
export const HISTORY_PAGE_PARAM = 'history';

const COLUMNS = [
  'history.date',
  'history.entry',
  'history.account',
  'history.amount',
  'history.for',
] as const;
const cellClass = 'min-w-0 md:table-cell md:px-3 md:py-3 md:align-top';

function Amount({ amount }: { amount: number }) {
  const { text, spoken } = signedRupees(amount);
  const tone = amount > 0 ? 'text-green-700' : amount < 0 ? 'text-red-700' : 'text-stone-700';
  return (
    <span className={`font-semibold whitespace-nowrap tabular-nums ${tone}`}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

function LineRow({ line, shopId }: { line: LedgerLine; shopId: string }) {
  const t = withdrawals.useT();
  return (
    <tr className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-md border border-stone-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0">
      <td className={`md:pl-4 ${cellClass}`}>
        <MobileLabel>{t('history.date')}</MobileLabel>
        <time dateTime={line.createdAt} className="md:whitespace-nowrap">
          {formatWhen(line.createdAt)}
        </time>
      </td>
      {/* First on a phone's card (the grid's order), second in a wide screen's row. */}
      <th
        scope="row"
        className={`order-first col-span-2 text-left font-semibold text-stone-900 md:col-span-1 md:font-medium ${cellClass}`}
      >
        {kindLabel(line.kind, line.reverses)}
      </th>
      <td className={cellClass}>
        <MobileLabel>{t('history.account')}</MobileLabel>
        {accountLabel(line.account)}
      </td>
      <td className={`md:text-right ${cellClass}`}>
        <MobileLabel>{t('history.amount')}</MobileLabel>
        <Amount amount={line.amount} />
      </td>
      <td className={`md:pr-4 ${cellClass}`}>
        <MobileLabel>{t('history.for')}</MobileLabel>
        {line.orderId ? (
          <Link
            to={paths.shopOrder(line.orderId, shopId)}
            className="font-medium text-brand-800 underline hover:no-underline"
          >
            {t('history.order', { id: shortId(line.orderId) })}
          </Link>
        ) : line.withdrawalId ? (
          <span>{t('history.withdrawRequest', { id: shortId(line.withdrawalId) })}</span>
        ) : (
          <span className="text-stone-500">—</span>
        )}
      </td>
    </tr>
  );
}

/**
 * Every movement of the shop's money, newest first, a page at a time: what it was, which account
 * it moved, by how much (signed and coloured), and the order or request it belongs to.
 */
export function LedgerHistory({
  shopId,
  ledger,
  page,
}: {
  shopId: string;
  ledger: ReturnType<typeof useLedger>;
  page: number;
}) {
  const t = withdrawals.useT();
  const titleId = useId();
  const pageLink = usePageLink(HISTORY_PAGE_PARAM);

  let body;
  if (ledger.isPending) body = <p className="text-sm text-stone-600">{t('history.loading')}</p>;
  else if (ledger.isError)
    body = <LoadError message={ledger.error.message} onRetry={() => void ledger.refetch()} />;
  else if (ledger.data.total === 0) body = <p className="text-sm text-stone-600">{t('history.empty')}</p>;
  else
    body = (
      <div className="space-y-4" aria-busy={ledger.isPlaceholderData}>
        <div className="md:overflow-x-auto md:rounded-md md:border md:border-stone-200">
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">{t('history.caption')}</caption>
            <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
              <tr>
                {COLUMNS.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-3 font-medium whitespace-nowrap ${index === 0 ? 'pl-4' : ''} ${
                      column === 'history.amount' ? 'text-right' : ''
                    }`}
                  >
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-200">
              {ledger.data.lines.map((line) => (
                <LineRow key={line._id} line={line} shopId={shopId} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          label={t('history.pages')}
          to={pageLink}
          preventScrollReset
          page={page}
          limit={ledger.data.limit || LEDGER_PAGE_SIZE}
          total={ledger.data.total}
          shown={ledger.data.lines.length}
        />
      </div>
    );

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <CardTitle id={titleId}>{t('history.title')}</CardTitle>
      <p className="mt-1 text-sm text-stone-600">{t('history.intro')}</p>
      <div className="mt-4">{body}</div>
    </section>
  );
}
