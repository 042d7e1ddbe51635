import { CalendarClock, ExternalLink, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

import { EmptyState, ListPage } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { primaryButtonClass } from '@/components/form';
import {
  type Column,
  DataTable,
  PagedList,
  SearchBox,
  type SortState,
  sortParam,
  useListParams,
} from '@/components/table';
import { formatWhen } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import { useDeleteShopEvent } from '../../api/seller/delete-shop-event';
import { type ShopEvent, useShopEvents } from '../../api/seller/get-shop-events';
import { Price, Stock, Thumbnail, formatCount } from '../../components/seller/cells';
import { type EventStatus, eventStatus, useNow } from '../../components/seller/event-status';
import { ModerationNote } from '../../components/seller/ModerationNote';
import { AddLink, iconButtonClass } from '../../components/seller/ui';
import { useConfirmDelete } from '../../components/seller/use-confirm-delete';
import { catalog } from '../../i18n';

const STATUS = {
  upcoming: { label: 'sellerEvents.status.upcoming', className: 'bg-sky-100 text-sky-900' },
  running: { label: 'sellerEvents.status.running', className: 'bg-green-100 text-green-900' },
  ended: { label: 'sellerEvents.status.ended', className: 'bg-stone-200 text-stone-700' },
} as const satisfies Record<EventStatus, { label: string; className: string }>;

/** An instant as the seller reads it, in their own time zone: "1 Dec 2026, 10:00 am". */
const sellerTime = (iso: string) => formatWhen(iso, 'local');

function StatusBadge({ status }: { status: EventStatus }) {
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

/** The server's orders of a shop's events: `?sort=-start_date`. */
const EVENT_SORTS = ['name', 'price', 'stock', 'sold_out', 'start_date', 'end_date', 'createdAt'];

function EventsTable({
  events,
  shopName,
  sort,
  onSortChange,
}: {
  events: ShopEvent[];
  shopName: string;
  sort: SortState;
  onSortChange: (next: SortState) => void;
}) {
  const t = catalog.useT();
  const now = useNow();
  const remove = useDeleteShopEvent();
  const { ask, isDeleting, dialog } = useConfirmDelete<ShopEvent>(remove.mutateAsync);
  const columns: Column<ShopEvent>[] = [
    {
      id: 'picture',
      header: t('sellerProducts.column.picture'),
      hideHeader: true,
      noMobileLabel: true,
      className: 'lg:w-20',
      cell: (event) => <Thumbnail src={event.thumbnails[0] ?? event.images[0]} />,
    },
    {
      id: 'name',
      header: t('sellerProducts.column.name'),
      rowHeader: true,
      sort: { key: 'name', kind: 'text' },
      cell: (event) => (
        <>
          <span className="line-clamp-2 font-medium break-words text-stone-900">{event.name}</span>
          <ModerationNote moderation={event.moderation} />
        </>
      ),
    },
    {
      id: 'status',
      header: t('sellerEvents.column.status'),
      cell: (event) => <StatusBadge status={eventStatus(event, now)} />,
    },
    {
      id: 'price',
      header: t('seller.price'),
      sort: { key: 'price', kind: 'number' },
      cell: (event) => <Price selling={event.sellingPrice} original={event.originalPrice} />,
    },
    {
      id: 'stock',
      header: t('seller.stock'),
      sort: { key: 'stock', kind: 'number' },
      cell: (event) => <Stock stock={event.stock} />,
    },
    {
      id: 'sold',
      header: t('seller.sold'),
      sort: { key: 'sold_out', kind: 'number' },
      cell: (event) => formatCount(event.sold_out),
    },
    {
      id: 'starts',
      header: t('sellerEvents.column.starts'),
      sort: { key: 'start_date', kind: 'date' },
      cell: (event) => <time dateTime={event.start_date}>{sellerTime(event.start_date)}</time>,
    },
    {
      id: 'ends',
      header: t('sellerEvents.column.ends'),
      sort: { key: 'end_date', kind: 'date' },
      cell: (event) => <time dateTime={event.end_date}>{sellerTime(event.end_date)}</time>,
    },
    {
      id: 'actions',
      header: t('sellerProducts.column.actions'),
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (event) => {
        const deleting = isDeleting(event._id);
        return (
          <div className="flex justify-end gap-1">
            {/* Shoppers can open an event only while it runs; before or after, the link would be a 404. */}
            {eventStatus(event, now) === 'running' && (
              <Link
                to={paths.product(event._id, { isEvent: true })}
                aria-label={t('seller.view', { name: event.name })}
                title={t('seller.viewTitle')}
                className={iconButtonClass}
              >
                <ExternalLink className="h-5 w-5" aria-hidden="true" />
              </Link>
            )}
            <button
              type="button"
              onClick={() => ask(event)}
              disabled={deleting}
              aria-busy={deleting}
              aria-label={t('seller.delete', { name: event.name })}
              title={t('seller.deleteTitle')}
              className={`${iconButtonClass} hover:text-red-700`}
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        caption={t('sellerEvents.caption', { shop: shopName })}
        rows={events}
        columns={columns}
        rowKey={(event) => event._id}
        sort={sort}
        onSortChange={onSortChange}
      />
      {dialog}
    </>
  );
}

function Events({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = catalog.useT();
  const { page, limit, search, sort, searchFor, setSearch, setSort } = useListParams({ sorts: EVENT_SORTS });
  const events = useShopEvents(shopId, { page, limit, q: search, sort: sortParam(sort) });
  const icon = <CalendarClock className="h-12 w-12 text-brand-600" aria-hidden="true" />;

  return (
    <ListPage
      title={t('sellerEvents.title')}
      owner={shopName}
      count={events.data?.total}
      noun={(n) => t('sellerEvents.count', { count: n })}
      action={<AddLink to={paths.shopCreateEvent()}>{t('sellerEvents.add')}</AddLink>}
      filters={
        <div className="lg:max-w-md">
          <SearchBox
            label={t('sellerEvents.search')}
            hint={t('sellerEvents.searchHint')}
            placeholder={t('sellerEvents.searchPlaceholder')}
            value={search}
            onSearch={setSearch}
          />
        </div>
      }
    >
      <PagedList
        list={events}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('sellerEvents.loading')}
        empty={
          search ? (
            <EmptyState icon={icon} title={t('sellerEvents.noMatch')}>
              <p>{t('sellerEvents.noMatchText', { search })}</p>
            </EmptyState>
          ) : (
            <EmptyState icon={icon} title={t('sellerEvents.empty.title')}>
              <p>{t('sellerEvents.empty.text')}</p>
              <Link to={paths.shopCreateEvent()} className={`${primaryButtonClass} mt-5`}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t('sellerEvents.empty.add')}
              </Link>
            </EmptyState>
          )
        }
      >
        {(rows) => <EventsTable events={rows} shopName={shopName} sort={sort} onSortChange={setSort} />}
      </PagedList>
    </ListPage>
  );
}

/** /shop-dashboard-events: the shop's flash deals, running, upcoming and ended, to delete or add to. */
export function EventsPage() {
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  return <Events shopId={seller._id} shopName={seller.shopName} />;
}
