import type { Buyers, TcsFigures } from '@/api';
import { Download } from 'lucide-react';
import { useId } from 'react';

import { secondaryButtonClass } from '@/components/buttons';
import { LoadError } from '@/components/ListPage';
import { formatCalendarMonth } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

import { tcsReportCsv, useTcsReport } from '../api/get-tcs-report';
import { type AdminKey, admin } from '../i18n';
import { cardClass } from './ui';

/** The report's figures, in GSTR-8's order, with their column headings. */
const FIGURES = [
  ['grossValue', 'tcs.column.gross'],
  ['returnedValue', 'tcs.column.returned'],
  ['netValue', 'tcs.column.net'],
  ['igst', 'tcs.column.igst'],
  ['cgst', 'tcs.column.cgst'],
  ['sgst', 'tcs.column.sgst'],
] as const satisfies readonly (readonly [keyof TcsFigures, AdminKey])[];

const BUYERS: Record<Buyers, AdminKey> = {
  registered: 'tcs.buyers.registered',
  unregistered: 'tcs.buyers.unregistered',
};

const headClass = 'px-2 py-2 align-bottom font-medium';
const figureClass = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';
/**
 * The supplier stays in view while the figures scroll sideways under it (on a phone); `bg` is its
 * row's background, which it must have to hide what passes beneath.
 */
const stickyClass = (bg: string) =>
  `sticky left-0 z-10 ${bg} px-3 py-2 text-left shadow-[1px_0_0_0_var(--color-stone-200)]`;

function Figures({ figures, bold = false }: { figures: TcsFigures; bold?: boolean }) {
  return FIGURES.map(([key]) => (
    <td key={key} className={`${figureClass} last:pr-3 ${bold ? 'font-semibold text-stone-900' : ''}`}>
      {formatRupees(figures[key])}
    </td>
  ));
}

/**
 * The month's TCS report (docs/tax.md "TCS report"): what GSTR-8 asks of the marketplace, per
 * supplier GSTIN and kind of buyer, with the totals, and the same as CSV to download.
 */
export function TcsReportCard({ month }: { month: string }) {
  const t = admin.useT();
  const titleId = useId();
  const report = useTcsReport(month);

  let body;
  if (report.isPending) body = <p className="text-sm text-stone-600">{t('tcs.loading')}</p>;
  else if (report.isError)
    body = <LoadError message={report.error.message} onRetry={() => void report.refetch()} />;
  else if (report.data.rows.length === 0)
    body = (
      <p className="rounded-md border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
        {t('tcs.empty')}
      </p>
    );
  else
    body = (
      // On a phone the table scrolls sideways inside its own box, the page does not.
      <div
        className="overflow-x-auto rounded-md border border-stone-200"
        aria-busy={report.isPlaceholderData}
      >
        <table className={`w-full text-sm ${report.isPlaceholderData ? 'opacity-60' : ''}`}>
          <caption className="sr-only">
            {t('tcs.caption', { month: formatCalendarMonth(report.data.month) })}
          </caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
            <tr>
              <th scope="col" className={`${stickyClass('bg-stone-50')} min-w-36 align-bottom font-medium`}>
                {t('tcs.column.supplier')}
              </th>
              <th scope="col" className={`${headClass} min-w-24 pl-3 text-left`}>
                {t('tcs.column.buyers')}
              </th>
              {FIGURES.map(([key, label]) => (
                <th key={key} scope="col" className={`${headClass} min-w-24 text-right last:pr-3`}>
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {report.data.rows.map((row) => (
              <tr key={`${row.gstin} ${row.buyers}`}>
                <th scope="row" className={`${stickyClass('bg-white')} font-normal`}>
                  <span className="block font-mono text-xs font-medium text-stone-900">{row.gstin}</span>
                  <span className="block break-words text-stone-600">{row.legalName}</span>
                </th>
                <td className="py-2 pr-2 pl-3 text-stone-700">{t(BUYERS[row.buyers])}</td>
                <Figures figures={row} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-300 bg-stone-50">
            <tr>
              <th scope="row" className={`${stickyClass('bg-stone-50')} font-semibold text-stone-900`}>
                {t('tcs.total')}
              </th>
              <td />
              <Figures figures={report.data.totals} bold />
            </tr>
          </tfoot>
        </table>
      </div>
    );

  return (
    <section className={`${cardClass} space-y-4`} aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl space-y-1">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {t('tcs.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('tcs.intro')}</p>
        </div>
        <a href={tcsReportCsv(month)} download={`tcs-report-${month}.csv`} className={secondaryButtonClass}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('tcs.csv')}
        </a>
      </div>
      {body}
    </section>
  );
}
