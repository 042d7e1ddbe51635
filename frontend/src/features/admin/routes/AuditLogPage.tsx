import type { AuditEntry } from '@/api';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';

import { EmptyState, ListPage } from '@/components/ListPage';
import { paths } from '@/lib/paths';
import { localWhen } from '@/lib/dates';
import { type Column, DataTable, PagedList, SearchBox, useListParams } from '@/components/table';

import { useAuditLog } from '../api/get-audit-log';
import { actionInWords, detailsInWords, targetInWords } from '../components/audit';
import { None, linkClass } from '../components/ui';
import { admin } from '../i18n';

function Target({ entry }: { entry: AuditEntry }) {
  const t = admin.useT();
  const id = <span className="font-mono text-xs break-all">{entry.targetId}</span>;
  return (
    <span className="block">
      <span className="block text-stone-900">{targetInWords(entry.targetType)}</span>
      {/* Orders stay; a deleted product or a suspended shop would be a dead link. */}
      {entry.targetType === 'order' ? (
        <Link
          to={paths.adminOrder(entry.targetId)}
          className={linkClass}
          aria-label={t('audit.orderLabel', { id: entry.targetId })}
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
  const t = admin.useT();
  const read = detailsInWords(details);
  if (read === null) return <None>{t('audit.none')}</None>;
  if ('text' in read) return <span className="break-words">{read.text}</span>;
  return (
    <dl className="space-y-0.5">
      {read.pairs.map(([key, value]) => (
        <div key={key} className="flex flex-wrap gap-x-1.5">
          <dt className="text-stone-500">{t('audit.detailLabel', { label: key })}</dt>
          <dd className="min-w-0 break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The log's columns, headed in the page's language. */
const columns = (t: typeof admin.t): Column<AuditEntry>[] => [
  {
    id: 'when',
    header: t('audit.column.when'),
    rowHeader: true,
    cell: (entry) => (
      <time dateTime={entry.createdAt} className="font-medium whitespace-nowrap text-stone-900">
        {localWhen(entry.createdAt)}
      </time>
    ),
  },
  {
    id: 'who',
    header: t('audit.column.who'),
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
    header: t('audit.column.action'),
    cell: (entry) => (
      <span className="font-medium text-stone-900" title={entry.action}>
        {actionInWords(entry.action)}
      </span>
    ),
  },
  { id: 'target', header: t('audit.column.target'), wide: true, cell: (entry) => <Target entry={entry} /> },
  {
    id: 'details',
    header: t('audit.column.details'),
    wide: true,
    className: 'lg:min-w-48',
    cell: (entry) => <Details details={entry.details} />,
  },
];

/** /admin-audit-log: every Admin write, who did it and when, newest first; nothing here can change it. */
export function AuditLogPage() {
  const t = admin.useT();
  const { page, limit, search, searchFor, setSearch } = useListParams();
  const entries = useAuditLog({ page, limit, search });
  return (
    <ListPage
      title={t('audit.title')}
      owner={t('audit.owner')}
      count={entries.data?.total}
      noun={(count) => t('audit.count', { count })}
      filters={
        <div className="lg:max-w-md">
          <SearchBox
            label={t('audit.search')}
            hint={t('audit.searchHint')}
            placeholder={t('audit.searchPlaceholder')}
            value={search}
            onSearch={setSearch}
          />
        </div>
      }
    >
      <PagedList
        list={entries}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('audit.loading')}
        empty={
          <EmptyState
            icon={<ScrollText className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={t('audit.empty')}
          >
            <p>{t('audit.emptyText')}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('audit.title')}
            rows={rows}
            columns={columns(t)}
            rowKey={(entry) => entry._id}
          />
        )}
      </PagedList>
    </ListPage>
  );
}
