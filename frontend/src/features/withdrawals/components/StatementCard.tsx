import type { StatementFigures } from '@/api';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { secondaryButtonClass } from '@/components/form';
import { LoadError } from '@/components/ListPage';
import { formatCalendarMonth, formatDay, recentMonthsInIndia } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { shortId } from '@/lib/ids';
import { paths } from '@/lib/paths';

import { commissionInvoiceDownload, statementDownload, useStatement } from '../api/get-statement';
import { withdrawals } from '../i18n';
import { CardTitle, cardClass } from './ui';

/** The months a statement may be chosen for: this one and the eleven before it. */
const MONTHS = 12;

const FIGURES = [
  ['sale', 'statement.sale'],
  ['commission', 'statement.commission'],
  ['commissionGst', 'statement.commissionGst'],
  ['tcs', 'statement.tcs'],
  ['tds', 'statement.tds'],
  ['net', 'statement.net'],
] as const satisfies readonly (readonly [keyof StatementFigures, string])[];

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

function Figures({ figures, bold = false }: { figures: StatementFigures; bold?: boolean }) {
  return FIGURES.map(([key]) => (
    <td key={key} className={`${cell} ${bold ? 'font-semibold' : ''}`}>
      {formatRupees(figures[key])}
    </td>
  ));
}

/**
 * The settlement statement (docs/tax.md "Settlement statement"): for a chosen month, per order,
 * the sale, the commission, GST on it, TCS, TDS and what the shop keeps, as posted to its ledger,
 * with the month's totals; and the same as CSV or PDF to download.
 */
export function StatementCard({ shopId }: { shopId: string }) {
  const t = withdrawals.useT();
  const titleId = useId();
  const monthId = useId();
  const months = recentMonthsInIndia(MONTHS);
  const [month, setMonth] = useState(months[0]!);
  const statement = useStatement(shopId, month);

  let body;
  if (statement.isPending) body = <p className="text-sm text-stone-600">{t('statement.loading')}</p>;
  else if (statement.isError)
    body = <LoadError message={statement.error.message} onRetry={() => void statement.refetch()} />;
  else if (statement.data.rows.length === 0)
    body = <p className="text-sm text-stone-600">{t('statement.empty')}</p>;
  else
    body = (
      <div
        className="overflow-x-auto rounded-md border border-stone-200"
        aria-busy={statement.isPlaceholderData}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">
            {t('statement.caption', { month: formatCalendarMonth(month) })}
          </caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('statement.order')}
              </th>
              {FIGURES.map(([key, label]) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {statement.data.rows.map((row) => (
              <tr key={row.orderId}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <Link
                    to={paths.shopOrder(row.orderId, shopId)}
                    className="font-medium text-brand-800 underline hover:no-underline"
                  >
                    {row.invoiceNumber ?? t('history.order', { id: shortId(row.orderId) })}
                  </Link>
                  <span className="block text-xs text-stone-500">{formatDay(row.postedAt)}</span>
                </th>
                <Figures figures={row} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-300 bg-stone-50">
            <tr>
              <th scope="row" className="px-3 py-2 text-left font-semibold">
                {t('statement.total')}
              </th>
              <Figures figures={statement.data.totals} bold />
            </tr>
          </tfoot>
        </table>
      </div>
    );

  // The marketplace invoices a month's commission once the month is over (docs/tax.md
  // "Commission invoice"); a month that charged none has no invoice.
  const over = month !== months[0];
  let invoice = null;
  if (!over) invoice = <p className="text-sm text-stone-600">{t('statement.commissionInvoiceLater')}</p>;
  else if (statement.data && !statement.isPlaceholderData && statement.data.totals.commission > 0)
    invoice = (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-stone-700">
        {t('statement.commissionInvoiceIntro')}
        <a
          href={commissionInvoiceDownload(month)}
          download
          className="inline-flex items-center gap-1 font-medium text-brand-800 underline hover:no-underline"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('statement.commissionInvoice')}
        </a>
      </p>
    );

  return (
    <section className={`${cardClass} space-y-4`} aria-labelledby={titleId}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <CardTitle id={titleId}>{t('statement.title')}</CardTitle>
          <p className="text-sm text-stone-600">{t('statement.intro')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={monthId} className="text-sm font-medium text-stone-700">
            {t('statement.month')}
            <select
              id={monthId}
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              className="mt-1 block rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
            >
              {months.map((choice) => (
                <option key={choice} value={choice}>
                  {formatCalendarMonth(choice)}
                </option>
              ))}
            </select>
          </label>
          <a
            href={statementDownload(month, 'csv')}
            download={`statement-${month}.csv`}
            className={secondaryButtonClass}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('statement.csv')}
          </a>
          <a
            href={statementDownload(month, 'pdf')}
            download={`statement-${month}.pdf`}
            className={secondaryButtonClass}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('statement.pdf')}
          </a>
        </div>
      </div>
      {body}
      {invoice}
    </section>
  );
}
