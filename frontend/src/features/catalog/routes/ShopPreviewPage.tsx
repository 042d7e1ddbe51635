import { CalendarDays, MapPin, Package, Store } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import type { PublicShop } from '@/api';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';

import { useEvents } from '../api/get-all-events';
import { useShopInfo } from '../api/get-shop-info';
import { useShopProducts } from '../api/get-shop-products';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { ShopAvatar } from '../components/ShopAvatar';
import { Stars } from '../components/Stars';

const joinedFormat = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const countFormat = new Intl.NumberFormat('en-IN');

/** /shop/preview/{id}: a shop's public page, its facts and its products and running events. */
export function ShopPreviewPage() {
  const { id = '' } = useParams();
  const shop = useShopInfo(id);

  if (shop.isPending) return <ShopSkeleton />;
  if (shop.isError) {
    return shop.error instanceof ApiError && shop.error.status === 404 ? (
      <ShopNotFound />
    ) : (
      <Problem
        title="We could not load this shop"
        text={shop.error.message}
        action={
          <button type="button" onClick={() => void shop.refetch()} className={primary}>
            Try again
          </button>
        }
      />
    );
  }
  return <Shop shop={shop.data} />;
}

const primary = 'mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';

function Problem({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <Store className="h-14 w-14 text-stone-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">{text}</p>
      {action}
    </section>
  );
}

function ShopNotFound() {
  return (
    <Problem
      title="Shop not found"
      text="This shop does not exist, or it is not open at the moment."
      action={
        <Link to={paths.products()} className={primary}>
          Browse all products
        </Link>
      }
    />
  );
}

type Tab = 'products' | 'events';
const TABS: readonly { tab: Tab; label: string }[] = [
  { tab: 'products', label: 'Products' },
  { tab: 'events', label: 'Running events' },
];

function Shop({ shop }: { shop: PublicShop }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'events' ? 'events' : 'products';
  const products = useShopProducts(shop._id);
  const events = useEvents(shop._id);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (next: Tab) =>
    // The tab is in the URL so it can be shared, but switching tabs is not a page to go back to.
    setParams(next === 'products' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  const onKeyDown = (event: KeyboardEvent) => {
    // The ARIA tabs pattern: arrow keys, Home and End move between tabs and select them.
    const index = TABS.findIndex((entry) => entry.tab === tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!.tab;
    select(next);
    tabRefs.current[next]?.focus();
  };

  const counts: Record<Tab, number | undefined> = {
    products: products.data?.length ?? shop.productsCount,
    events: events.data?.length,
  };

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6">
      <ShopFacts shop={shop} />

      <div>
        <div
          role="tablist"
          aria-label={`${shop.shopName}: sections`}
          className="flex gap-6 border-b border-stone-200"
        >
          {TABS.map(({ tab: entry, label }) => {
            const selected = entry === tab;
            const count = counts[entry];
            return (
              <button
                key={entry}
                ref={(element) => {
                  tabRefs.current[entry] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-${entry}-tab`}
                aria-selected={selected}
                aria-controls={`${baseId}-${entry}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(entry)}
                onKeyDown={onKeyDown}
                className={`-mb-px border-b-2 px-1 pb-3 text-sm font-semibold sm:text-base ${
                  selected
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-stone-500 hover:text-stone-800'
                }`}
              >
                {label}
                {count !== undefined && (
                  <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">
                    {countFormat.format(count)}
                  </span>
                )}
              </button>
            );
          })}
        </div>

        {/* Both panels stay rendered, so each tab's aria-controls names a real element. */}
        <div
          role="tabpanel"
          id={`${baseId}-products-panel`}
          aria-labelledby={`${baseId}-products-tab`}
          hidden={tab !== 'products'}
          className="pt-6"
        >
          <Listing
            query={products}
            loading="Loading this shop's products"
            empty={`${shop.shopName} has no products on sale yet.`}
            failed="This shop's products could not be loaded just now."
          />
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-events-panel`}
          aria-labelledby={`${baseId}-events-tab`}
          hidden={tab !== 'events'}
          className="pt-6"
        >
          <Listing
            query={events}
            loading="Loading this shop's events"
            empty={`${shop.shopName} has no deals running right now.`}
            failed="This shop's events could not be loaded just now."
          />
        </div>
      </div>
    </div>
  );
}

function ShopFacts({ shop }: { shop: PublicShop }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <ShopAvatar name={shop.shopName} src={shop.avatar} className="h-20 w-20 text-2xl sm:h-24 sm:w-24" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">{shop.shopName}</h1>
          <div className="mt-2 flex items-center gap-2 text-sm text-stone-600">
            <Stars rating={shop.ratings} />
            {shop.numOfReviews > 0 ? (
              <span>
                {shop.ratings.toFixed(1)} ({countFormat.format(shop.numOfReviews)}{' '}
                {shop.numOfReviews === 1 ? 'review' : 'reviews'})
              </span>
            ) : (
              <span>No reviews yet</span>
            )}
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
            {shop.city && (
              <li className="flex items-center gap-1.5">
                <MapPin className="h-4 w-4 text-stone-400" aria-hidden="true" />
                {shop.city}
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <Package className="h-4 w-4 text-stone-400" aria-hidden="true" />
              {countFormat.format(shop.productsCount)} {shop.productsCount === 1 ? 'product' : 'products'}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarDays className="h-4 w-4 text-stone-400" aria-hidden="true" />
              On Haat since{' '}
              <time dateTime={shop.createdAt}>{joinedFormat.format(new Date(shop.createdAt))}</time>
            </li>
          </ul>
        </div>
      </div>
      {shop.description && (
        <p className="mt-5 max-w-3xl whitespace-pre-line text-stone-700">{shop.description}</p>
      )}
    </section>
  );
}

type ListingProps = {
  query: ReturnType<typeof useShopProducts>;
  loading: string;
  empty: string;
  failed: string;
};

function Listing({ query, loading, empty, failed }: ListingProps) {
  if (query.isPending) return <ProductGridSkeleton count={4} label={loading} />;
  if (query.isError) return <p className="text-stone-600">{failed}</p>;
  if (query.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
        {empty}
      </p>
    );
  }
  return <ProductGrid products={query.data} />;
}

/** The page's shape while the shop loads: the facts card and a row of cards. */
function ShopSkeleton() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6">
      <div role="status" className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <span className="sr-only">Loading the shop…</span>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center" aria-hidden="true">
          <div className="h-20 w-20 animate-pulse rounded-full bg-stone-200/70 sm:h-24 sm:w-24" />
          <div className="flex-1 space-y-3">
            <div className="h-8 w-1/2 animate-pulse rounded bg-stone-200/70" />
            <div className="h-4 w-40 animate-pulse rounded bg-stone-200/70" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200/70" />
          </div>
        </div>
      </div>
      <ProductGridSkeleton count={4} />
    </div>
  );
}
