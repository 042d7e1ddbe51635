import type { AdminGrievanceDto } from '@/api';
import { MessageSquareWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { EmptyState, ListPage } from '@/components/ListPage';
import { formatDay, formatWhen } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { paths } from '@/lib/paths';
import { type Column, DataTable, PagedList, useListParams } from '@/components/table';

import { GRIEVANCE_STATUSES, type GrievanceStatus, useGrievances } from '../api/get-grievances';
import { GrievancePanel } from '../components/GrievancePanel';
import { StatusSelect } from '../components/StatusSelect';
import { Badge, None, type Tone, linkClass, rowButtonClass } from '../components/ui';
import { type AdminKey, admin } from '../i18n';

const STATUS_LABEL: Record<GrievanceStatus, AdminKey> = {
  open: 'grievances.status.open',
  answered: 'grievances.status.answered',
  closed: 'grievances.status.closed',
};

const STATUS_TONE: Record<GrievanceStatus, Tone> = { open: 'amber', answered: 'sky', closed: 'stone' };

const EMPTY: Record<GrievanceStatus | 'all', { title: AdminKey; text: AdminKey }> = {
  all: { title: 'grievances.empty.all', text: 'grievances.emptyText.all' },
  open: { title: 'grievances.empty.open', text: 'grievances.emptyText.open' },
  answered: { title: 'grievances.empty.answered', text: 'grievances.emptyText.answered' },
  closed: { title: 'grievances.empty.closed', text: 'grievances.emptyText.closed' },
};

const isKnown = (status: string): status is GrievanceStatus =>
  (GRIEVANCE_STATUSES as readonly string[]).includes(status);

/** A complaint's status in words as well as colour; one the page does not know is shown as sent. */
function GrievanceStatusBadge({ status }: { status: string }) {
  const t = admin.useT();
  if (!isKnown(status)) return <Badge tone="stone">{status}</Badge>;
  return <Badge tone={STATUS_TONE[status]}>{t(STATUS_LABEL[status])}</Badge>;
}

/** Who complained: their name and email, and whether a shopper or a shop. */
function Complainant({ from }: { from: AdminGrievanceDto['from'] }) {
  const t = admin.useT();
  return (
    <span className="block min-w-0 space-y-1">
      <span className="block font-medium break-words text-stone-900">{from.name}</span>
      <span className="block text-xs wrap-anywhere text-stone-500 lg:wrap-break-word">{from.email}</span>
      <Badge tone={from.kind === 'shop' ? 'brand' : 'stone'}>
        {from.kind === 'shop' ? t('grievances.from.shop') : t('grievances.from.user')}
      </Badge>
    </span>
  );
}

/** An instant as a day in India's calendar (the complainant's acknowledgement names the due day so), its time on hover. */
const Day = ({ instant }: { instant: string }) => (
  <time dateTime={instant} title={formatWhen(instant)} className="whitespace-nowrap">
    {formatDay(instant)}
  </time>
);

/**
 * /admin-grievances: the grievance officer's desk (Consumer Protection (E-Commerce) Rules 2020,
 * docs/tax.md "Disclosures"). Every complaint, newest first, filtered by status in the address;
 * one opens in place to read it whole and to answer or close it, each emailed to its complainant.
 */
export function GrievancesPage() {
  const t = admin.useT();
  const { page, limit, status, searchFor, setStatus } = useListParams({ statuses: GRIEVANCE_STATUSES });
  const grievances = useGrievances({ page, limit, status });
  const [openId, setOpenId] = useState<string | null>(null);
  const panelPrefix = useId();
  const panelId = (grievance: AdminGrievanceDto) => `${panelPrefix}-${grievance._id}`;

  const columns: Column<AdminGrievanceDto>[] = [
    {
      // The ticket the complainant quotes, and what the complaint is about.
      id: 'complaint',
      header: t('grievances.column.complaint'),
      rowHeader: true,
      className: 'lg:min-w-56',
      cell: (grievance) => (
        <span className="block min-w-0">
          <span className="block font-mono text-xs font-semibold whitespace-nowrap text-stone-600">
            {grievance.ticket}
          </span>{' '}
          <span className="mt-0.5 block font-medium break-words text-stone-900">{grievance.subject}</span>
        </span>
      ),
    },
    {
      id: 'from',
      header: t('grievances.column.from'),
      className: 'lg:max-w-56',
      cell: (grievance) => <Complainant from={grievance.from} />,
    },
    {
      id: 'order',
      header: t('grievances.column.order'),
      cell: (grievance) =>
        grievance.orderId ? (
          <Link
            to={paths.adminOrder(grievance.orderId)}
            className={`${linkClass} font-mono`}
            aria-label={t('grievances.orderLabel', { id: shortOrderId(grievance.orderId) })}
          >
            #{shortOrderId(grievance.orderId)}
          </Link>
        ) : (
          <None>{t('grievances.noOrder')}</None>
        ),
    },
    {
      id: 'filed',
      header: t('grievances.column.filed'),
      cell: (grievance) => <Day instant={grievance.createdAt} />,
    },
    {
      id: 'due',
      header: t('grievances.column.due'),
      cell: (grievance) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Day instant={grievance.dueBy} />
          {grievance.overdue && (
            <span title={t('grievances.overdueTitle')}>
              <Badge tone="red">{t('grievances.overdue')}</Badge>
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('common.status'),
      cell: (grievance) => <GrievanceStatusBadge status={grievance.status} />,
    },
    {
      id: 'actions',
      header: t('common.actions'),
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (grievance) => {
        const opened = openId === grievance._id;
        return (
          <div className="flex justify-end">
            <button
              type="button"
              aria-expanded={opened}
              aria-controls={opened ? panelId(grievance) : undefined}
              aria-label={t(opened ? 'grievances.hideLabel' : 'grievances.viewLabel', {
                ticket: grievance.ticket,
              })}
              onClick={() => setOpenId(opened ? null : grievance._id)}
              className={`${rowButtonClass} w-full sm:w-auto`}
            >
              {opened ? t('grievances.hide') : t('grievances.view')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <ListPage
      title={t('grievances.title')}
      owner={t('grievances.owner')}
      count={grievances.data?.total}
      noun={(count) => t('grievances.count', { count })}
      filters={
        <div className="space-y-3">
          <p className="max-w-3xl text-sm text-stone-600">{t('grievances.intro')}</p>
          <div className="sm:max-w-xs">
            <StatusSelect
              options={GRIEVANCE_STATUSES.map((value) => ({ value, label: t(STATUS_LABEL[value]) }))}
              value={status}
              onChange={setStatus}
              allLabel={t('grievances.all')}
            />
          </div>
        </div>
      }
    >
      <PagedList
        list={grievances}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('grievances.loading')}
        empty={
          <EmptyState
            icon={<MessageSquareWarning className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={t(EMPTY[status ?? 'all'].title)}
          >
            <p>{t(EMPTY[status ?? 'all'].text)}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('grievances.title')}
            rows={rows}
            columns={columns}
            rowKey={(grievance) => grievance._id}
            rowClassName={(grievance) =>
              grievance._id === openId ? 'bg-stone-50' : grievance.overdue ? 'bg-red-50/40' : 'bg-white'
            }
            detail={(grievance) =>
              grievance._id === openId ? (
                <GrievancePanel grievance={grievance} id={panelId(grievance)} />
              ) : null
            }
          />
        )}
      </PagedList>
    </ListPage>
  );
}
