import { CalendarClock, ExternalLink, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { primaryButtonClass } from '@/components/form';
import { EmptyState, ListPage, LoadError } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { formatWhen } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import { useDeleteShopEvent } from '../../api/seller/delete-shop-event';
import { type ShopEvent, useShopEvents } from '../../api/seller/get-shop-events';
import { Price, Stock, Thumbnail, formatCount } from '../../components/seller/cells';
import { type EventStatus, byStatus, eventStatus, useNow } from '../../components/seller/event-status';
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

function EventCard({
  event,
  status,
  deleting,
  onDelete,
}: {
  event: ShopEvent;
  status: EventStatus;
  deleting: boolean;
  onDelete: () => void;
}) {
  const t = catalog.useT();
  return (
    <li className="flex gap-4 rounded-md border border-stone-200 bg-white p-4">
      <Thumbnail src={event.thumbnails[0] ?? event.images[0]} className="h-20 w-20" />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h2 className="line-clamp-2 font-semibold break-words text-stone-900">{event.name}</h2>
            <p className="text-sm text-stone-600">
              <time dateTime={event.start_date}>{sellerTime(event.start_date)}</time>
              {' – '}
              <time dateTime={event.end_date}>{sellerTime(event.end_date)}</time>
            </p>
          </div>
          <StatusBadge status={status} />
        </div>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <Fact label={t('seller.price')}>
            <Price selling={event.sellingPrice} original={event.originalPrice} />
          </Fact>
          <Fact label={t('seller.stock')}>
            <Stock stock={event.stock} />
          </Fact>
          <Fact label={t('seller.sold')}>{formatCount(event.sold_out)}</Fact>
        </dl>
        <div className="flex justify-end gap-1">
          {/* Shoppers can open an event only while it runs; before or after, the link would be a 404. */}
          {status === 'running' && (
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
            onClick={onDelete}
            disabled={deleting}
            aria-busy={deleting}
            aria-label={t('seller.delete', { name: event.name })}
            title={t('seller.deleteTitle')}
            className={`${iconButtonClass} hover:text-red-700`}
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}

function EventList({ events }: { events: ShopEvent[] }) {
  const t = catalog.useT();
  const now = useNow();
  const remove = useDeleteShopEvent();
  const { ask, isDeleting, dialog } = useConfirmDelete<ShopEvent>(remove.mutateAsync);
  return (
    <>
      <ul aria-label={t('sellerEvents.list')} className="grid gap-4 lg:grid-cols-2">
        {byStatus(events, now).map((event) => (
          <EventCard
            key={event._id}
            event={event}
            status={eventStatus(event, now)}
            deleting={isDeleting(event._id)}
            onDelete={() => ask(event)}
          />
        ))}
      </ul>
      {dialog}
    </>
  );
}

function Events({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = catalog.useT();
  const events = useShopEvents(shopId);
  const count = events.data?.length;

  let body: ReactNode;
  if (events.isPending) body = <FullPageSpinner label={t('sellerEvents.loading')} />;
  else if (events.isError)
    body = <LoadError message={events.error.message} onRetry={() => void events.refetch()} />;
  else if (events.data.length === 0)
    body = (
      <EmptyState
        icon={<CalendarClock className="h-12 w-12 text-brand-600" aria-hidden="true" />}
        title={t('sellerEvents.empty.title')}
      >
        <p>{t('sellerEvents.empty.text')}</p>
        <Link to={paths.shopCreateEvent()} className={`${primaryButtonClass} mt-5`}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('sellerEvents.empty.add')}
        </Link>
      </EmptyState>
    );
  else body = <EventList events={events.data} />;

  return (
    <ListPage
      title={t('sellerEvents.title')}
      owner={shopName}
      count={count}
      noun={(n) => t('sellerEvents.count', { count: n })}
      action={<AddLink to={paths.shopCreateEvent()}>{t('sellerEvents.add')}</AddLink>}
    >
      {body}
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
