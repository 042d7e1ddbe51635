import { PackageSearch, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Drawer } from '@/components/Drawer';
import { Pagination } from '@/components/Pagination';
import { ApiError } from '@/lib/api';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';
import { useServedPictures } from '@/lib/served-pictures';
import { usePageTitle } from '@/lib/page-title';

import { type ProductList, useProducts } from '../api/list-products';
import { FilterPanel } from '../components/FilterPanel';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { catalog } from '../i18n';
import {
  DEFAULT_SORT,
  type ListingQuery,
  SORT_OPTIONS,
  type SortValue,
  activeFilterCount,
  effectiveSort,
  listingTitle,
  pageCount,
  readListingQuery,
  toPageQuery,
  withChanges,
  withoutFilters,
} from '../query';

/** The cards in the first screenful (two rows on a phone, one on a desktop), whose pictures load first. */
const FIRST_ROWS = 4;

/**
 * /products: the catalogue, searched (`searchKeyword`) or browsed by category, with the filter
 * panel, the sort and the pages. Every choice lives in the URL, so a listing can be shared and the
 * back button undoes the last choice.
 */
export function ProductsPage() {
  const t = catalog.useT();
  const [params] = useSearchParams();
  const query = readListingQuery(params);
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useRef<HTMLElement>(null);
  const resultsId = useId();
  const listing = useProducts(query);
  // The first cards' pictures, when the server drew them into the page it sent.
  const servedPictures = useServedPictures();

  const hrefFor = (next: ListingQuery) => paths.products(toPageQuery(next));
  const change = (changes: Partial<ListingQuery>) => navigate(hrefFor(withChanges(query, changes)));
  const clear = () => navigate(hrefFor(withoutFilters(query)));
  const bringResultsIntoView = () => {
    // The next page replaces the grid the shopper scrolled to the bottom of: start them at its
    // top, and move focus there so keyboard and screen-reader users start there too.
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView?.({ block: 'start' });
  };

  const title = listingTitle(query);
  usePageTitle(title);
  const active = activeFilterCount(query);
  const data = listing.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 min-h-5 text-sm text-stone-600" aria-live="polite">
            {data ? summary(data) : ''}
          </p>
        </div>
        <div className="flex w-full items-center gap-3 sm:w-auto">
          <button
            type="button"
            onClick={() => setFiltersOpen(true)}
            aria-label={active > 0 ? t('listing.filtersSet', { count: active }) : undefined}
            className="flex items-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium hover:border-brand-500 lg:hidden"
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            {t('filters.title')}
            {active > 0 && (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{active}</span>
            )}
          </button>
          <SortSelect query={query} onSort={(sort) => change({ sort })} />
        </div>
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-labelledby={`${resultsId}-filters`} className="hidden lg:block">
          <h2 id={`${resultsId}-filters`} className="sr-only">
            {t('filters.title')}
          </h2>
          <FilterPanel query={query} facets={data?.facets} onChange={change} onClear={clear} />
        </aside>

        <section
          ref={results}
          tabIndex={-1}
          aria-labelledby={resultsId}
          className="scroll-mt-36 outline-none"
        >
          <h2 id={resultsId} className="sr-only">
            {t('listing.products')}
          </h2>
          {listing.isPending ? (
            <ProductGridSkeleton count={query.limit} pictures={servedPictures} />
          ) : listing.isError && !data ? (
            <LoadFailed
              error={listing.error}
              onRetry={() => void listing.refetch()}
              onClear={active > 0 ? clear : undefined}
            />
          ) : data && data.products.length > 0 ? (
            <div className="space-y-8">
              <ProductGrid products={data.products} dimmed={listing.isPlaceholderData} eager={FIRST_ROWS} />
              <Pagination
                numbered
                page={query.page}
                pages={pageCount(data.productsCount, query.limit)}
                to={(page) => hrefFor({ ...query, page })}
                onNavigate={bringResultsIntoView}
              />
            </div>
          ) : data && data.productsCount > 0 ? (
            <PastTheEnd href={hrefFor({ ...query, page: pageCount(data.productsCount, query.limit) })} />
          ) : (
            <NoResults query={query} filtered={active > 0} onClear={clear} />
          )}
        </section>
      </div>

      <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('filters.title')} side="left">
        <div className="flex-1 px-5 py-5">
          <FilterPanel query={query} facets={data?.facets} onChange={change} onClear={clear} />
        </div>
        <div className="sticky bottom-0 border-t border-stone-200 bg-white px-5 py-4">
          <button
            type="button"
            onClick={() => setFiltersOpen(false)}
            className="w-full rounded-md bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {data ? t('listing.show', { count: data.productsCount }) : t('listing.showProducts')}
          </button>
        </div>
      </Drawer>
    </div>
  );
}

/** "Showing 9–16 of 24 products", or how many there are when they fit on one page. */
function summary({ products, productsCount, page, limit }: ProductList): string {
  if (productsCount === 0 || products.length === 0) return '';
  if (productsCount <= limit) return catalog.t('listing.count', { count: productsCount });
  const first = (page - 1) * limit + 1;
  const last = first + products.length - 1;
  return catalog.t('listing.showing', {
    first: formatCount(first),
    last: formatCount(last),
    count: productsCount,
  });
}

function SortSelect({
  query,
  onSort,
}: {
  query: ListingQuery;
  onSort: (sort: SortValue | undefined) => void;
}) {
  const t = catalog.useT();
  const id = useId();
  const value = effectiveSort(query);
  return (
    <div className="ml-auto flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-stone-600">
        {t('listing.sortBy')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          // 'Best match' and, without a keyword, 'Newest' are the server's own default order:
          // leaving the sort out keeps the URL short and the same as a plain link's.
          const isDefault = chosen === 'relevance' || (!query.searchKeyword && chosen === DEFAULT_SORT);
          onSort(isDefault ? undefined : (chosen as SortValue));
        }}
        className="min-w-0 rounded-md border border-stone-300 bg-white py-2 pr-8 pl-3 text-sm focus:border-brand-500"
      >
        {query.searchKeyword && <option value="relevance">{t('listing.sort.relevance')}</option>}
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <PackageSearch className="h-12 w-12 text-stone-300" aria-hidden="true" />
      <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
      {children}
    </div>
  );
}

const primary = 'mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';

function NoResults({
  query,
  filtered,
  onClear,
}: {
  query: ListingQuery;
  filtered: boolean;
  onClear: () => void;
}) {
  const t = catalog.useT();
  if (filtered) {
    return (
      <Notice title={t('listing.filtered.title')}>
        <p className="mt-2 max-w-md text-stone-600">{t('listing.filtered.text')}</p>
        <button type="button" onClick={onClear} className={primary}>
          {t('listing.clearFilters')}
        </button>
      </Notice>
    );
  }
  if (query.searchKeyword) {
    return (
      <Notice title={t('listing.noMatch.title', { keyword: query.searchKeyword })}>
        <p className="mt-2 max-w-md text-stone-600">{t('listing.noMatch.text')}</p>
        <Link to={paths.products()} className={primary}>
          {t('browseAll')}
        </Link>
      </Notice>
    );
  }
  return (
    <Notice title={t('listing.empty.title')}>
      <p className="mt-2 max-w-md text-stone-600">{t('listing.empty.text')}</p>
    </Notice>
  );
}

function PastTheEnd({ href }: { href: string }) {
  const t = catalog.useT();
  return (
    <Notice title={t('listing.pastEnd.title')}>
      <p className="mt-2 text-stone-600">{t('listing.pastEnd.text')}</p>
      <Link to={href} className={primary}>
        {t('listing.pastEnd.link')}
      </Link>
    </Notice>
  );
}

function LoadFailed({
  error,
  onRetry,
  onClear,
}: {
  error: Error;
  onRetry: () => void;
  onClear: (() => void) | undefined;
}) {
  const t = catalog.useT();
  // A 400 names a filter the server refused (an old or hand-edited link); trying again won't help.
  const refused = error instanceof ApiError && error.status === 400;
  // A category that does not exist is said in words, with the way to every category.
  const noSuchCategory = refused && Boolean(error.fields.category);
  return (
    <div role="alert">
      <Notice title={noSuchCategory ? t('listing.noSuchCategory.title') : t('listing.failed.title')}>
        <p className="mt-2 max-w-md text-stone-600">
          {noSuchCategory ? t('listing.noSuchCategory.text') : error.message}
        </p>
        {noSuchCategory && (
          <Link
            to={paths.products()}
            className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
          >
            {t('listing.noSuchCategory.all')}
          </Link>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          {!refused && (
            <button type="button" onClick={onRetry} className={primary}>
              {t('tryAgain')}
            </button>
          )}
          {onClear && (
            <button
              type="button"
              onClick={onClear}
              className="mt-6 rounded-md border border-stone-300 px-5 py-2.5 font-semibold hover:bg-stone-50"
            >
              {t('listing.clearFilters')}
            </button>
          )}
        </div>
      </Notice>
    </div>
  );
}
