import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, Package, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { TextField } from '@/components/form';
import { EmptyState, ListPage } from '@/components/ListPage';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';

import { useDeleteProductAsAdmin } from '../api/delete-product';
import type { AdminProduct, Paged } from '../api/schemas';
import { failureMessage } from '../api/session';
import { type Column, DataTable } from './DataTable';
import { type EventStatus, eventStatus, useNow } from './event-status';
import { formatCount, formatDay, formatWhen } from './format';
import { PagedList } from './PagedList';
import { Thumbnail } from './Thumbnail';
import { Badge, type Tone, iconButtonClass, linkClass } from './ui';
import { usePendingIds } from './use-pending-ids';

export type CatalogKind = 'products' | 'events';

const EVENT_STATUS: Record<EventStatus, { label: string; tone: Tone }> = {
  upcoming: { label: 'Upcoming', tone: 'sky' },
  running: { label: 'Running', tone: 'green' },
  ended: { label: 'Ended', tone: 'stone' },
};

/**
 * Whether a product matches the search of the page: its name or its shop's name contains the text.
 * The API has no search for these lists, so this narrows the page already loaded only.
 */
export function matchesProduct(product: AdminProduct, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase('en-IN');
  if (!wanted) return true;
  return (
    product.name.toLocaleLowerCase('en-IN').includes(wanted) ||
    product.shop.shopName.toLocaleLowerCase('en-IN').includes(wanted)
  );
}

function Stock({ stock }: { stock: number }) {
  if (stock === 0) return <Badge tone="red">Out of stock</Badge>;
  return <span>{formatCount(stock)}</span>;
}

function Price({ product }: { product: AdminProduct }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold whitespace-nowrap text-stone-900">
        {formatRupees(product.sellingPrice)}
      </span>
      {product.originalPrice > product.sellingPrice && (
        <span className="text-xs whitespace-nowrap text-stone-500">
          <span className="sr-only">Original price</span> <s>{formatRupees(product.originalPrice)}</s>
        </span>
      )}
    </span>
  );
}

/**
 * Every shop's products (`kind` products) or events: `list` is page `page` of them from the server;
 * they are searchable and sortable within the page, each with a delete that asks first.
 */
export function CatalogList({
  kind,
  list,
  page,
  searchFor,
}: {
  kind: CatalogKind;
  list: UseQueryResult<Paged<AdminProduct>>;
  page: number;
  searchFor: (page: number) => string;
}) {
  const events = kind === 'events';
  const noun = events ? { one: 'event', many: 'events' } : { one: 'product', many: 'products' };
  const remove = useDeleteProductAsAdmin();
  const pending = usePendingIds();
  const [asking, setAsking] = useState<AdminProduct | null>(null);
  const [search, setSearch] = useState('');
  const now = useNow();

  const confirm = () => {
    if (!asking) return;
    const product = asking;
    setAsking(null);
    void pending.track(product._id, remove.mutateAsync(product._id)).then(
      (message) => toast.success(message),
      (error: unknown) =>
        toast.error(failureMessage(error, `“${product.name}” could not be deleted. Please try again.`)),
    );
  };

  const productLink = (product: AdminProduct) => {
    // Shoppers can open an event only while it runs; before or after, the link would be a 404.
    if (events && eventStatus(product, now) !== 'running') return null;
    return paths.product(product._id, { isEvent: events });
  };

  const columns: Column<AdminProduct>[] = [
    {
      id: 'name',
      header: events ? 'Event' : 'Product',
      rowHeader: true,
      className: 'lg:min-w-48',
      sort: { kind: 'text', value: (product) => product.name },
      cell: (product) => {
        const href = productLink(product);
        return (
          <span className="flex items-center gap-3">
            <Thumbnail src={product.thumbnails[0] ?? product.images[0]} />
            <span className="min-w-0">
              {href ? (
                <Link to={href} className={`${linkClass} line-clamp-2 break-words`}>
                  {product.name}
                </Link>
              ) : (
                <span className="line-clamp-2 font-medium break-words text-stone-900">{product.name}</span>
              )}
              {product.category && (
                <>
                  {' '}
                  <span className="block text-xs text-stone-500">{product.category}</span>
                </>
              )}
            </span>
          </span>
        );
      },
    },
    {
      id: 'shop',
      header: 'Shop',
      wide: true,
      sort: { kind: 'text', value: (product) => product.shop.shopName },
      cell: (product) => (
        <Link to={paths.shopPreview(product.shopId)} className={`${linkClass} break-words`}>
          {product.shop.shopName}
        </Link>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      sort: { kind: 'number', value: (product) => product.sellingPrice },
      cell: (product) => <Price product={product} />,
    },
    {
      id: 'stock',
      header: 'Stock',
      sort: { kind: 'number', value: (product) => product.stock },
      cell: (product) => <Stock stock={product.stock} />,
    },
    {
      id: 'sold',
      header: 'Sold',
      sort: { kind: 'number', value: (product) => product.sold_out },
      cell: (product) => formatCount(product.sold_out),
    },
    ...(events
      ? ([
          {
            id: 'window',
            header: 'Runs',
            wide: true,
            sort: { kind: 'date', value: (product) => product.start_date },
            cell: (product) =>
              product.start_date && product.end_date ? (
                <span className="block text-stone-700 lg:whitespace-nowrap">
                  <time dateTime={product.start_date}>{formatWhen(product.start_date)}</time>
                  <span className="lg:block">
                    {' to '}
                    <time dateTime={product.end_date}>{formatWhen(product.end_date)}</time>
                  </span>
                </span>
              ) : (
                <span className="text-stone-500">No dates</span>
              ),
          },
          {
            id: 'state',
            header: 'Status',
            sort: {
              kind: 'number',
              value: (product) => ['running', 'upcoming', 'ended'].indexOf(eventStatus(product, now)),
            },
            cell: (product) => {
              const { label, tone } = EVENT_STATUS[eventStatus(product, now)];
              return <Badge tone={tone}>{label}</Badge>;
            },
          },
        ] satisfies Column<AdminProduct>[])
      : ([
          {
            id: 'added',
            header: 'Added',
            sort: { kind: 'date', value: (product) => product.createdAt },
            cell: (product) => (
              <time dateTime={product.createdAt} className="whitespace-nowrap">
                {formatDay(product.createdAt)}
              </time>
            ),
          },
        ] satisfies Column<AdminProduct>[])),
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (product) => {
        const busy = pending.isPending(product._id);
        return (
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => setAsking(product)}
              disabled={busy}
              aria-busy={busy}
              aria-label={`Delete ${product.name}`}
              title="Delete"
              className={iconButtonClass}
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        );
      },
    },
  ];

  const Icon = events ? CalendarClock : Package;

  return (
    <ListPage
      title={events ? 'All events' : 'All products'}
      owner="Every shop on Haat"
      count={list.data?.total}
      noun={noun}
      filters={
        <div className="lg:max-w-md">
          <TextField
            label="Search this page"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            hint={`By ${events ? 'event' : 'product'} or shop name, among the ${noun.many} on this page.`}
            autoComplete="off"
          />
        </div>
      }
    >
      <PagedList
        list={list}
        page={page}
        searchFor={searchFor}
        loadingLabel={`Loading ${noun.many}`}
        empty={
          <EmptyState
            icon={<Icon className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={`No ${noun.many} yet`}
          >
            <p>
              {events
                ? 'Flash deals that shops create appear here, running, upcoming and ended.'
                : 'Products that shops add appear here.'}
            </p>
          </EmptyState>
        }
      >
        {(rows) => {
          const found = rows.filter((product) => matchesProduct(product, search));
          if (found.length === 0) {
            return (
              <p
                role="status"
                className="rounded-md border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm text-stone-600"
              >
                No {noun.one} on this page matches “{search.trim()}”.
              </p>
            );
          }
          return (
            <DataTable
              caption={events ? 'All events' : 'All products'}
              rows={found}
              columns={columns}
              rowKey={(product) => product._id}
            />
          );
        }}
      </PagedList>
      <ConfirmDialog
        open={asking !== null}
        title={events ? 'Delete this event?' : 'Delete this product?'}
        confirmLabel="Delete"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <p>
            “{asking.name}” of {asking.shop.shopName} and its pictures will be deleted for good; it leaves the
            storefront at once. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </ListPage>
  );
}
