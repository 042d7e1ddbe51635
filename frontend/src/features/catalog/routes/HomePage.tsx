import { ArrowRight } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import type { Product } from '@/api';
import { categoryName } from '@/lib/categories';
import { paths } from '@/lib/paths';
import { RETURN_WINDOW_DAYS, freeShippingText } from '@/lib/shipping';

import { useProducts } from '../api/list-products';
import { Carousel } from '../components/Carousel';
import { EventBannerSkeleton } from '../components/EventBannerSkeleton';
import { isTopSeller } from '../components/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { catalog } from '../i18n';
import { useOnlinePayment } from '../online-payment';
import { listingQuery } from '../query';

/** The hero's slides, in the page's language; paying online is promised only when it is offered. */
function heroSlides(t: typeof catalog.t, online: boolean) {
  return [
    {
      id: 'makers',
      title: t('home.hero.makers.title'),
      text: t('home.hero.makers.text'),
      cta: t('home.hero.makers.cta'),
      tone: 'from-brand-800 to-brand-600',
    },
    {
      id: 'shipping',
      title: freeShippingText(),
      text: t(online ? 'home.hero.shipping.text' : 'home.hero.shipping.textCod', {
        days: RETURN_WINDOW_DAYS,
      }),
      cta: t('home.hero.shipping.cta'),
      tone: 'from-saffron-600 to-saffron-400',
    },
  ];
}

type Category = Product['category'];

// docs/product.md §4: three tiles opening /products?category={value}.
const TOP_CATEGORIES: readonly { name: Category; tone: string }[] = [
  { name: 'Women', tone: 'bg-rose-100 text-rose-900' },
  { name: 'Shoes', tone: 'bg-amber-100 text-amber-900' },
  { name: 'Men', tone: 'bg-sky-100 text-sky-900' },
];

// "There's More to Explore": each sets the search keyword; accessories search for "bag".
const MORE_TO_EXPLORE: readonly { category: Category; keyword: string }[] = [
  { category: 'Women', keyword: 'women' },
  { category: 'Men', keyword: 'men' },
  { category: 'Shoes', keyword: 'shoes' },
  { category: 'Accessories', keyword: 'bag' },
];

// The flash deal sits below the fold and shows its skeleton until the events arrive anyway; its
// countdown and its calls load as a chunk of their own, after the first paint.
const EventBanner = lazy(async () => ({ default: (await import('../components/EventBanner')).EventBanner }));
// The promises at the foot of the page, likewise: far below the fold, and they name the payment
// methods the server offers, which the prerendered page cannot know. So the browser draws them,
// once it has taken the page over: a lazy part of prerendered markup that is still waiting for its
// chunk when the shopper picks another language would be taken over in the wrong language.
const StoreInfoStrip = lazy(async () => ({
  default: (await import('../components/StoreInfoStrip')).StoreInfoStrip,
}));

const noChanges = () => () => undefined;
/** False while the page is prerendered or being taken over, true once the browser draws it. */
const useDrawnByBrowser = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

// docs/product.md §4: the eight newest for New Arrivals; the four best-selling, of which the Top Seller
// block keeps those that have sold at least 20.
const NEWEST = listingQuery({ sort: '-createdAt', limit: 8 });
const BEST_SELLING = listingQuery({ sort: '-sold_out', limit: 4 });

export function HomePage() {
  const t = catalog.useT();
  const drawn = useDrawnByBrowser();
  // The prerendered hero promises cash on delivery; taking it over must draw the same words, so
  // paying online is promised only once the browser draws the page itself.
  const online = useOnlinePayment() && drawn;
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6">
      <h1 className="sr-only">{t('home.title')}</h1>
      <Carousel label={t('home.hero.label')} slideClass="basis-full" delayMs={6000}>
        {heroSlides(t, online).map((slide) => (
          <div
            key={slide.id}
            className={`flex min-h-64 flex-col justify-center rounded-2xl bg-gradient-to-r ${slide.tone} px-8 py-12 text-white sm:px-16`}
          >
            <h2 className="max-w-xl text-3xl font-bold sm:text-4xl">{slide.title}</h2>
            <p className="mt-3 max-w-xl text-white/90">{slide.text}</p>
            <Link
              to={paths.products()}
              className="mt-6 w-fit rounded-md bg-white px-5 py-2.5 font-semibold text-stone-900 hover:bg-stone-100"
            >
              {slide.cta}
            </Link>
          </div>
        ))}
      </Carousel>

      <section aria-labelledby="top-categories">
        <h2 id="top-categories" className="mb-4 text-2xl font-bold">
          {t('home.topCategories.title')}
        </h2>
        <Carousel label={t('home.topCategories.label')} slideClass="basis-1/2 sm:basis-1/3">
          {TOP_CATEGORIES.map((category) => (
            <Link
              key={category.name}
              to={paths.products({ category: category.name })}
              className={`flex h-40 items-end rounded-xl p-5 text-xl font-semibold ${category.tone} hover:opacity-90`}
            >
              {categoryName(category.name)}
            </Link>
          ))}
        </Carousel>
      </section>

      <NewArrivals />

      <section aria-labelledby="more-to-explore">
        <h2 id="more-to-explore" className="mb-4 text-2xl font-bold">
          {t('home.moreToExplore.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {MORE_TO_EXPLORE.map((item) => (
            <li key={item.category}>
              <Link
                to={paths.products({ searchKeyword: item.keyword })}
                className="flex h-28 items-center justify-center rounded-xl bg-white text-lg font-semibold shadow-sm hover:shadow-md"
              >
                {categoryName(item.category)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={<EventBannerSkeleton />}>
        <EventBanner />
      </Suspense>

      <TopSellers />

      {drawn && (
        <Suspense fallback={null}>
          <StoreInfoStrip />
        </Suspense>
      )}
    </div>
  );
}

function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {action}
    </div>
  );
}

/** The eight newest products, with Discover More to the whole catalogue. */
function NewArrivals() {
  const t = catalog.useT();
  const { data, isPending, isError } = useProducts(NEWEST);
  return (
    <section aria-labelledby="new-arrivals">
      <SectionHeading
        id="new-arrivals"
        title={t('home.newArrivals.title')}
        action={
          <Link
            to={paths.products()}
            className="flex items-center gap-1 font-medium text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t('home.newArrivals.more')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        }
      />
      {isPending ? (
        <ProductGridSkeleton count={NEWEST.limit} label={t('home.newArrivals.loading')} />
      ) : isError ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-stone-600">
          {t('home.newArrivals.failed')}
        </p>
      ) : data.products.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-stone-600">
          {t('home.newArrivals.empty')}
        </p>
      ) : (
        <ProductGrid products={data.products} />
      )}
    </section>
  );
}

/**
 * docs/product.md §4: the best sellers that have sold at least 20, at most four. The block keeps its place
 * while loading and leaves the page when no product qualifies yet.
 */
function TopSellers() {
  const t = catalog.useT();
  const { data, isPending } = useProducts(BEST_SELLING);
  const products = data?.products.filter(isTopSeller) ?? [];
  if (!isPending && products.length === 0) return null;
  return (
    <section aria-labelledby="top-sellers">
      <SectionHeading id="top-sellers" title={t('home.topSellers.title')} />
      {isPending ? (
        <ProductGridSkeleton count={BEST_SELLING.limit} label={t('home.topSellers.loading')} />
      ) : (
        <ProductGrid products={products} />
      )}
    </section>
  );
}
