import type { AuditEntry } from '@/api';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';

import { EmptyState, ListPage } from '@/components/ListPage';
import { formatWhen } from '@/lib/dates';
import { paths } from '@/lib/paths';

import { useAuditLog } from '../api/get-audit-log';
import { PAGE_SIZE } from '../api/list-query';
import { actionInWords, detailsInWords, targetInWords } from '../components/audit';
import { type Column, DataTable } from '../components/DataTable';
import { useListParams } from '../components/list-params';
import { PagedList } from '../components/PagedList';
import { None, linkClass } from '../components/ui';

function Target({ entry }: { entry: AuditEntry }) {
  const id = <span className="font-mono text-xs break-all">{entry.targetId}</span>;
  return (
    <span className="block">
      <span className="block text-stone-900">{targetInWords(entry.targetType)}</span>
      {/* Orders stay; a deleted product or a suspended shop would be a dead link. */}
      {entry.targetType === 'order' ? (
        <Link
          to={paths.adminOrder(entry.targetId)}
          className={linkClass}
          aria-label={`Order ${entry.targetId}`}
        >
          {id}
        </Link>
      ) : (
        id
      )}
    </span>
  );
}

function Details({ details }: { details: string }) {
  const read = detailsInWords(details);
  if (read === null) return <None>None</None>;
  if ('text' in read) return <span className="break-words">{read.text}</span>;
  return (
    <dl className="space-y-0.5">
      {read.pairs.map(([key, value]) => (
        <div key={key} className="flex flex-wrap gap-x-1.5">
          <dt className="text-stone-500">{key}:</dt>
          <dd className="min-w-0 break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const COLUMNS: Column<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    rowHeader: true,
    cell: (entry) => (
      <time dateTime={entry.createdAt} className="font-medium whitespace-nowrap text-stone-900">
        {formatWhen(entry.createdAt, 'local')}
      </time>
    ),
  },
  {
    id: 'who',
    header: 'Who',
    cell: (entry) => (
      <span className="block min-w-0">
        <span className="block break-words text-stone-900">{entry.actor.name}</span>
        <span className="block text-xs wrap-anywhere text-stone-500 lg:wrap-break-word">
          {entry.actor.email}
        </span>
      </span>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    cell: (entry) => (
      <span className="font-medium text-stone-900" title={entry.action}>
        {actionInWords(entry.action)}
      </span>
    ),
  },
  { id: 'target', header: 'Target', wide: true, cell: (entry) => <Target entry={entry} /> },
  {
    id: 'details',
    header: 'Details',
    wide: true,
    className: 'lg:min-w-48',
    cell: (entry) => <Details details={entry.details} />,
  },
];

/** /admin-audit-log: every Admin write, who did it and when, newest first; nothing here can change it. */
export function AuditLogPage() {
  const { page, searchFor } = useListParams();
  const entries = useAuditLog({ page, limit: PAGE_SIZE });
  return (
    <ListPage
      title="Audit log"
      owner="Every Admin action, newest first"
      count={entries.data?.total}
      noun={{ one: 'entry', many: 'entries' }}
    >
      <PagedList
        list={entries}
        page={page}
        searchFor={searchFor}
        loadingLabel="Loading the audit log"
        empty={
          <EmptyState
            icon={<ScrollText className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title="Nothing recorded yet"
          >
            <p>Each change an Admin makes (a status, a suspension, a payout, a coupon) is recorded here.</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable caption="Audit log" rows={rows} columns={COLUMNS} rowKey={(entry) => entry._id} />
        )}
      </PagedList>
    </ListPage>
  );
}
