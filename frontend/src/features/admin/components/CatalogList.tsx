import type { Product } from '@/api';
import type { Paged } from '../api/paged';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, Package, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { formatDay, formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';

import { useDeleteProductAsAdmin } from '../api/delete-product';
import { failureMessage } from '../api/failure';
import { type Column, DataTable } from './DataTable';
import { type EventStatus, eventStatus, useNow } from './event-status';
import type { ListParams } from './list-params';
import { PagedList } from './PagedList';
import { SearchBox } from './SearchBox';
import { Thumbnail } from './Thumbnail';
import { Badge, type Tone, iconButtonClass, linkClass } from './ui';
import { usePendingIds } from './use-pending-ids';

export type CatalogKind = 'products' | 'events';

const EVENT_STATUS: Record<EventStatus, { label: string; tone: Tone }> = {
  upcoming: { label: 'Upcoming', tone: 'sky' },
  running: { label: 'Running', tone: 'green' },
  ended: { label: 'Ended', tone: 'stone' },
};

/** docs/admin.md "Sorting": the product and event lists' columns. */
export const CATALOG_SORTS = ['name', 'shop', 'sellingPrice', 'stock', 'sold_out', 'start_date', 'createdAt'];

function Stock({ stock }: { stock: number }) {
  if (stock === 0) return <Badge tone="red">Out of stock</Badge>;
  return <span>{formatCount(stock)}</span>;
}

function Price({ product }: { product: Product }) {
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
 * Every shop's products (`kind` products) or events: `list` is the page that `params` (the
 * address's page, search and order) asked the server for, each with a delete that asks first.
 */
export function CatalogList({
  kind,
  list,
  params,
}: {
  kind: CatalogKind;
  list: UseQueryResult<Paged<Product>>;
  params: ListParams;
}) {
  const { page, search, sort, searchFor, setSearch, setSort } = params;
  const events = kind === 'events';
  const noun = events ? { one: 'event', many: 'events' } : { one: 'product', many: 'products' };
  const remove = useDeleteProductAsAdmin();
  const pending = usePendingIds();
  const [asking, setAsking] = useState<Product | null>(null);
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

  const productLink = (product: Product) => {
    // Shoppers can open an event only while it runs; before or after, the link would be a 404.
    if (events && eventStatus(product, now) !== 'running') return null;
    return paths.product(product._id, { isEvent: events });
  };

  const columns: Column<Product>[] = [
    {
      id: 'name',
      header: events ? 'Event' : 'Product',
      rowHeader: true,
      className: 'lg:min-w-48',
      sort: { key: 'name', kind: 'text' },
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
      sort: { key: 'shop', kind: 'text' },
      cell: (product) => (
        <Link to={paths.shopPreview(product.shopId)} className={`${linkClass} break-words`}>
          {product.shop.shopName}
        </Link>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      sort: { key: 'sellingPrice', kind: 'number' },
      cell: (product) => <Price product={product} />,
    },
    {
      id: 'stock',
      header: 'Stock',
      sort: { key: 'stock', kind: 'number' },
      cell: (product) => <Stock stock={product.stock} />,
    },
    {
      id: 'sold',
      header: 'Sold',
      sort: { key: 'sold_out', kind: 'number' },
      cell: (product) => formatCount(product.sold_out),
    },
    ...(events
      ? ([
          {
            id: 'window',
            header: 'Runs',
            wide: true,
            sort: { key: 'start_date', kind: 'date' },
            cell: (product) =>
              product.start_date && product.end_date ? (
                <span className="block text-stone-700 lg:whitespace-nowrap">
                  <time dateTime={product.start_date}>{formatWhen(product.start_date, 'local')}</time>
                  <span className="lg:block">
                    {' to '}
                    <time dateTime={product.end_date}>{formatWhen(product.end_date, 'local')}</time>
                  </span>
                </span>
              ) : (
                <span className="text-stone-500">No dates</span>
              ),
          },
          {
            id: 'state',
            header: 'Status',
            cell: (product) => {
              const { label, tone } = EVENT_STATUS[eventStatus(product, now)];
              return <Badge tone={tone}>{label}</Badge>;
            },
          },
        ] satisfies Column<Product>[])
      : ([
          {
            id: 'added',
            header: 'Added',
            sort: { key: 'createdAt', kind: 'date' },
            cell: (product) => (
              <time dateTime={product.createdAt} className="whitespace-nowrap">
                {formatDay(product.createdAt, 'local')}
              </time>
            ),
          },
        ] satisfies Column<Product>[])),
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
          <SearchBox
            label={`Search ${noun.many}`}
            hint={`By ${noun.one} or shop name, across every page.`}
            placeholder={events ? 'Event or shop' : 'Product or shop'}
            value={search}
            onSearch={setSearch}
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
            title={search ? `No ${noun.one} matches` : `No ${noun.many} yet`}
          >
            <p>
              {search
                ? `No ${noun.one}’s name or shop name contains “${search}”.`
                : events
                  ? 'Flash deals that shops create appear here, running, upcoming and ended.'
                  : 'Products that shops add appear here.'}
            </p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={events ? 'All events' : 'All products'}
            rows={rows}
            columns={columns}
            rowKey={(product) => product._id}
            sort={sort}
            onSortChange={setSort}
          />
        )}
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
