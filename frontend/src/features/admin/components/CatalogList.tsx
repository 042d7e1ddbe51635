import type { Product } from '@/api';
import type { Paged } from '../api/paged';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, Package, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { categoryName } from '@/lib/categories';
import { Trans } from '@/lib/i18n/trans';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';
import { localDay, localWhen } from '@/lib/dates';
import { type Column, DataTable, type ListParams, PagedList, SearchBox } from '@/components/table';

import { useDeleteProductAsAdmin } from '../api/delete-product';
import { failureMessage } from '../api/failure';
import { type AdminKey, admin } from '../i18n';
import { type EventStatus, eventStatus, useNow } from './event-status';
import { Thumbnail } from './Thumbnail';
import { Badge, type Tone, iconButtonClass, linkClass } from './ui';
import { usePendingIds } from './use-pending-ids';

export type CatalogKind = 'products' | 'events';

const EVENT_STATUS: Record<EventStatus, { label: AdminKey; tone: Tone }> = {
  upcoming: { label: 'eventStatus.upcoming', tone: 'sky' },
  running: { label: 'eventStatus.running', tone: 'green' },
  ended: { label: 'eventStatus.ended', tone: 'stone' },
};

/** Each list's own words: languages do not always say "product" and "event" alike. */
const WORDS = {
  products: {
    title: 'products.title',
    count: 'products.count',
    search: 'products.search',
    searchHint: 'products.searchHint',
    searchPlaceholder: 'products.searchPlaceholder',
    loading: 'products.loading',
    noMatch: 'products.noMatch',
    none: 'products.none',
    noMatchText: 'products.noMatchText',
    noneText: 'products.noneText',
    deleteTitle: 'products.deleteTitle',
    column: 'catalog.column.product',
  },
  events: {
    title: 'events.title',
    count: 'events.count',
    search: 'events.search',
    searchHint: 'events.searchHint',
    searchPlaceholder: 'events.searchPlaceholder',
    loading: 'events.loading',
    noMatch: 'events.noMatch',
    none: 'events.none',
    noMatchText: 'events.noMatchText',
    noneText: 'events.noneText',
    deleteTitle: 'events.deleteTitle',
    column: 'catalog.column.event',
  },
} as const satisfies Record<CatalogKind, Record<string, AdminKey>>;

/** docs/admin.md "Sorting": the product and event lists' columns. */
export const CATALOG_SORTS = ['name', 'shop', 'sellingPrice', 'stock', 'sold_out', 'start_date', 'createdAt'];

function Stock({ stock }: { stock: number }) {
  const t = admin.useT();
  if (stock === 0) return <Badge tone="red">{t('catalog.outOfStock')}</Badge>;
  return <span>{formatCount(stock)}</span>;
}

function Price({ product }: { product: Product }) {
  const t = admin.useT();
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold whitespace-nowrap text-stone-900">
        {formatRupees(product.sellingPrice)}
      </span>
      {product.originalPrice > product.sellingPrice && (
        <span className="text-xs whitespace-nowrap text-stone-500">
          <span className="sr-only">{t('catalog.originalPrice')}</span>{' '}
          <s>{formatRupees(product.originalPrice)}</s>
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
  const t = admin.useT();
  const events = kind === 'events';
  const words = WORDS[kind];
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
        toast.error(failureMessage(error, admin.t('catalog.deleteFailed', { name: product.name }))),
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
      header: t(words.column),
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
                  <span className="block text-xs text-stone-500">{categoryName(product.category)}</span>
                </>
              )}
            </span>
          </span>
        );
      },
    },
    {
      id: 'shop',
      header: t('common.shop'),
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
      header: t('catalog.column.price'),
      sort: { key: 'sellingPrice', kind: 'number' },
      cell: (product) => <Price product={product} />,
    },
    {
      id: 'stock',
      header: t('catalog.column.stock'),
      sort: { key: 'stock', kind: 'number' },
      cell: (product) => <Stock stock={product.stock} />,
    },
    {
      id: 'sold',
      header: t('catalog.column.sold'),
      sort: { key: 'sold_out', kind: 'number' },
      cell: (product) => formatCount(product.sold_out),
    },
    ...(events
      ? ([
          {
            id: 'window',
            header: t('catalog.column.runs'),
            wide: true,
            sort: { key: 'start_date', kind: 'date' },
            cell: (product) =>
              product.start_date && product.end_date ? (
                <span className="block text-stone-700 lg:whitespace-nowrap">
                  <Trans
                    id="admin.catalog.runs"
                    values={{
                      start: localWhen(product.start_date),
                      end: localWhen(product.end_date),
                    }}
                    components={{
                      0: <time dateTime={product.start_date} />,
                      1: <span className="lg:block" />,
                      2: <time dateTime={product.end_date} />,
                    }}
                  />
                </span>
              ) : (
                <span className="text-stone-500">{t('catalog.noDates')}</span>
              ),
          },
          {
            id: 'state',
            header: t('common.status'),
            cell: (product) => {
              const { label, tone } = EVENT_STATUS[eventStatus(product, now)];
              return <Badge tone={tone}>{t(label)}</Badge>;
            },
          },
        ] satisfies Column<Product>[])
      : ([
          {
            id: 'added',
            header: t('catalog.column.added'),
            sort: { key: 'createdAt', kind: 'date' },
            cell: (product) => (
              <time dateTime={product.createdAt} className="whitespace-nowrap">
                {localDay(product.createdAt)}
              </time>
            ),
          },
        ] satisfies Column<Product>[])),
    {
      id: 'actions',
      header: t('common.actions'),
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
              aria-label={t('catalog.deleteLabel', { name: product.name })}
              title={t('common.delete')}
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
      title={t(words.title)}
      owner={t('common.everyShop')}
      count={list.data?.total}
      noun={(count) => t(words.count, { count })}
      filters={
        <div className="lg:max-w-md">
          <SearchBox
            label={t(words.search)}
            hint={t(words.searchHint)}
            placeholder={t(words.searchPlaceholder)}
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
        loadingLabel={t(words.loading)}
        empty={
          <EmptyState
            icon={<Icon className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={search ? t(words.noMatch) : t(words.none)}
          >
            <p>{search ? t(words.noMatchText, { search }) : t(words.noneText)}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t(words.title)}
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
        title={t(words.deleteTitle)}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && <p>{t('catalog.deleteBody', { name: asking.name, shop: asking.shop.shopName })}</p>}
      </ConfirmDialog>
    </ListPage>
  );
}
