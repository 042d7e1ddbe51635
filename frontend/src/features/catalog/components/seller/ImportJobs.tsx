import { Download } from 'lucide-react';
import { useId } from 'react';

import { type ImportJob, ImportJobStatus } from '@/api';
import { formatWhen } from '@/lib/dates';
import { formatCount } from '@/lib/numbers';

import { isFinished } from '../../api/seller/bulk-import';
import { catalog } from '../../i18n';

// A bulk upload as the seller follows it: the running job's bar, the finished job's summary, and
// the list of the latest uploads.

const STATUS = {
  queued: { label: 'bulk.status.queued', className: 'bg-stone-200 text-stone-800' },
  running: { label: 'bulk.status.running', className: 'bg-sky-100 text-sky-900' },
  done: { label: 'bulk.status.done', className: 'bg-green-100 text-green-900' },
  failed: { label: 'bulk.status.failed', className: 'bg-red-100 text-red-800' },
} as const satisfies Record<ImportJobStatus, { label: string; className: string }>;

/** An instant as the seller reads it, in their own time zone, as the events page writes them. */
const sellerTime = (iso: string) => formatWhen(iso, 'local');

export const linkClass =
  'inline-flex items-center gap-1.5 font-medium text-brand-700 underline hover:text-brand-800';

export function ImportStatusBadge({ status }: { status: ImportJobStatus }) {
  const t = catalog.useT();
  const { label, className } = STATUS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      {t(label)}
    </span>
  );
}

/** The rows a job has tried of all its rows, as a bar; without a total yet, a bar that only says it is busy. */
function RowsBar({ done, total }: { done: number; total: number }) {
  const t = catalog.useT();
  const labelId = useId();
  const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm text-stone-700 tabular-nums">
        {t('bulk.job.rows', { done: formatCount(done), total: formatCount(total) })}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total > 0 ? total : undefined}
        aria-valuenow={total > 0 ? Math.min(done, total) : undefined}
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** What a job did: the products created and updated, and the rows that failed. */
function Counts({ job }: { job: ImportJob }) {
  const t = catalog.useT();
  const counts = [
    { label: t('bulk.count.created'), value: job.created },
    { label: t('bulk.count.updated'), value: job.updated },
    { label: t('bulk.count.failed'), value: job.failed },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {counts.map(({ label, value }) => (
        <div key={label} className="rounded-md border border-stone-200 bg-white px-3 py-2">
          <dt className="text-xs text-stone-600">{label}</dt>
          <dd className="text-lg font-semibold text-stone-900 tabular-nums">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The link to a finished job's report of bad rows (CSV: row, sku, field, problem). */
function ReportLink({ url, label }: { url: string; label?: string }) {
  const t = catalog.useT();
  return (
    <a href={url} download className={linkClass} aria-label={label}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {t('bulk.report')}
    </a>
  );
}

/** The upload being followed: its bar while it runs, then what it did and its report. */
export function ImportJobPanel({ job }: { job: ImportJob }) {
  const t = catalog.useT();
  const finished = isFinished(job);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-md border border-stone-200 bg-stone-50 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {t(
            job.status === ImportJobStatus.DONE
              ? 'bulk.job.doneTitle'
              : job.status === ImportJobStatus.FAILED
                ? 'bulk.job.failedTitle'
                : 'bulk.job.title',
          )}
        </h2>
        <ImportStatusBadge status={job.status} />
      </div>
      {finished ? (
        // Said once, when the job ends, not at every poll.
        <div role="status" className="space-y-3">
          <p className="text-sm text-stone-700">
            {t(job.status === ImportJobStatus.FAILED ? 'bulk.job.failedText' : 'bulk.job.doneText', {
              done: formatCount(job.done),
              total: formatCount(job.total),
            })}
          </p>
          {/* The bar stays, full or as far as a stopped job got, so the page does not jump. */}
          <RowsBar done={job.done} total={job.total} />
          <Counts job={job} />
          {job.finishedAt && (
            <p className="text-xs text-stone-600">
              {t('bulk.job.finishedAt', { when: sellerTime(job.finishedAt) })}
            </p>
          )}
          {job.reportUrl && (
            <div className="space-y-1">
              <ReportLink url={job.reportUrl} />
              <p className="text-xs text-stone-600">
                {t(job.failed > 0 ? 'bulk.reportHint' : 'bulk.reportEmpty')}
              </p>
            </div>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {t(job.status === ImportJobStatus.QUEUED ? 'bulk.job.queued' : 'bulk.job.running')}
          </p>
          <RowsBar done={job.done} total={job.total} />
        </>
      )}
    </section>
  );
}

/** The shop's latest uploads, newest first: when, how each went, and its report. */
export function RecentImports({ jobs }: { jobs: ImportJob[] }) {
  const t = catalog.useT();
  if (jobs.length === 0) return <p className="text-sm text-stone-600">{t('bulk.recent.empty')}</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
      {jobs.map((job) => {
        const when = sellerTime(job.createdAt);
        return (
          <li
            key={job.jobId}
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <time dateTime={job.createdAt} className="text-sm font-medium text-stone-900">
                  {when}
                </time>
                <ImportStatusBadge status={job.status} />
              </div>
              <p className="text-sm text-stone-600 tabular-nums">
                {t('bulk.recent.counts', {
                  done: formatCount(job.done),
                  total: formatCount(job.total),
                  created: formatCount(job.created),
                  updated: formatCount(job.updated),
                  failed: formatCount(job.failed),
                })}
              </p>
            </div>
            {job.reportUrl && <ReportLink url={job.reportUrl} label={t('bulk.recent.report', { when })} />}
          </li>
        );
      })}
    </ul>
  );
}
