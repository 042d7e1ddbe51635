import { Trans } from '@/lib/i18n/trans';
import { CalendarDays, MapPin, Package, Store } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import type { PublicShop } from '@/api';
import { ApiError } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/page-title';

import { useEvents } from '../api/get-all-events';
import { useShopInfo } from '../api/get-shop-info';
import { useShopProducts } from '../api/get-shop-products';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { ShopAvatar } from '../components/ShopAvatar';
import { Stars, formatRating } from '../components/Stars';
import { catalog } from '../i18n';

/** The month a shop opened, in the page's language and India's calendar: "March 2026". */
const joinedMonth = (instant: string) =>
  new Intl.DateTimeFormat(currentLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(instant));

/** /shop/preview/{id}: a shop's public page, its facts and its products and running events. */
export function ShopPreviewPage() {
  const t = catalog.useT();
  const { id = '' } = useParams();
  const shop = useShopInfo(id);
  usePageTitle(shop.data?.shopName);

  if (shop.isPending) return <ShopSkeleton />;
  if (shop.isError) {
    return shop.error instanceof ApiError && shop.error.status === 404 ? (
      <ShopNotFound />
    ) : (
      <Problem
        title={t('shop.failed.title')}
        text={shop.error.message}
        action={
          <button type="button" onClick={() => void shop.refetch()} className={primary}>
            {t('tryAgain')}
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
  const t = catalog.useT();
  return (
    <Problem
      title={t('shop.notFound.title')}
      text={t('shop.notFound.text')}
      action={
        <Link to={paths.products()} className={primary}>
          {t('browseAll')}
        </Link>
      }
    />
  );
}

type Tab = 'products' | 'events';
const TABS = [
  { tab: 'products', label: 'shop.tabs.products' },
  { tab: 'events', label: 'shop.tabs.events' },
] as const satisfies readonly { tab: Tab; label: string }[];

function Shop({ shop }: { shop: PublicShop }) {
  const t = catalog.useT();
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
          aria-label={t('shop.tabs.label', { shop: shop.shopName })}
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
                {t(label)}
                {count !== undefined && (
                  <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">
                    {formatCount(count)}
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
            loading={t('shop.products.loading')}
            empty={t('shop.products.empty', { shop: shop.shopName })}
            failed={t('shop.products.failed')}
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
            loading={t('shop.events.loading')}
            empty={t('shop.events.empty', { shop: shop.shopName })}
            failed={t('shop.events.failed')}
          />
        </div>
      </div>
    </div>
  );
}

function ShopFacts({ shop }: { shop: PublicShop }) {
  const t = catalog.useT();
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
                {t('shop.rating', { rating: formatRating(shop.ratings), count: shop.numOfReviews })}
              </span>
            ) : (
              <span>{t('shop.noReviews')}</span>
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
              {t('shop.productCount', { count: shop.productsCount })}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarDays className="h-4 w-4 text-stone-400" aria-hidden="true" />
              <Trans
                id="catalog.shop.since"
                values={{ date: joinedMonth(shop.createdAt) }}
                components={{ 0: <time dateTime={shop.createdAt} /> }}
              />
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
  const t = catalog.useT();
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6">
      <div role="status" className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <span className="sr-only">{t('shop.loading')}</span>
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
