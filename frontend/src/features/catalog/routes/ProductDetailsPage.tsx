import { Trans } from '@/lib/i18n/trans';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, Heart, Minus, PackageX, Plus, ShoppingCart, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';

import type { Product, Review } from '@/api';
import { zMarketplaceInfo } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';
import { categoryName } from '@/lib/categories';
import { countryName } from '@/lib/country-name';
import { formatDay, formatWhen } from '@/lib/dates';
import { currentLocale } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { useServedPictures } from '@/lib/served-pictures';
import { useUser } from '@/lib/session';
import { useCartActions, useWishlist, useWishlistActions } from '@/lib/shopping';
import { usePageTitle } from '@/lib/page-title';
import { RETURN_WINDOW_DAYS } from '@/lib/shipping';

import { type ProductDetails, useProductDetails } from '../api/get-product-details';
import { splitVariants, useSameProducts } from '../api/get-same-products';
import { useShopInfo } from '../api/get-shop-info';
import { catalogKeys } from '../api/keys';
import { ProductGallery } from '../components/ProductGallery';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { ReportProduct } from '../components/ReportProduct';
import { ReviewForm } from '../components/ReviewForm';
import { ShopAvatar } from '../components/ShopAvatar';
import { DeliveryCheck } from '../components/DeliveryCheck';
import { SizePicker } from '../components/SizePicker';
import { SkeletonPicture } from '../components/SkeletonPicture';
import { Stars } from '../components/Stars';
import { useCountdown } from '../countdown';
import { catalog } from '../i18n';
import { discountPercent, stockState } from '../product-facts';

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800';
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-5 py-3 font-semibold text-stone-800 hover:border-brand-400 hover:text-brand-800';

/**
 * What the app fills in from other features: a way to ask the product's seller a question (the
 * messages feature's "Ask the seller"), under the seller's box.
 */
export type ProductDetailsSlots = { askSeller?: (product: Product) => ReactNode };

/** /product/{id} (and ?isEvent=true for a deal): everything about one product, and buying it. */
export function ProductDetailsPage({ askSeller }: ProductDetailsSlots = {}) {
  const t = catalog.useT();
  const { id = '' } = useParams();
  const details = useProductDetails(id);
  usePageTitle(details.data?.product.name);

  if (details.isPending) return <DetailsSkeleton />;
  if (details.isError) {
    return details.error instanceof ApiError && details.error.status === 404 ? (
      <Problem
        title={t('details.notFound.title')}
        text={t('details.notFound.text')}
        action={
          <Link to={paths.products()} className={`${primaryButton} mt-8`}>
            {t('browseAll')}
          </Link>
        }
      />
    ) : (
      <Problem
        title={t('details.failed.title')}
        text={details.error.message}
        action={
          <button type="button" onClick={() => void details.refetch()} className={`${primaryButton} mt-8`}>
            {t('tryAgain')}
          </button>
        }
      />
    );
  }
  // Keyed by product, so moving to a variant starts with its own picture, size and quantity.
  return <ProductView key={details.data.product._id} details={details.data} askSeller={askSeller} />;
}

function Problem({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <PackageX className="h-14 w-14 text-stone-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">{text}</p>
      {action}
    </section>
  );
}

function ProductView({
  details: { product, reviews },
  askSeller,
}: { details: ProductDetails } & ProductDetailsSlots) {
  const t = catalog.useT();
  const same = useSameProducts(product._id);
  const { variants, others } = splitVariants(product, same.data ?? []);

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6">
      <nav aria-label={t('details.breadcrumb')} className="text-sm text-stone-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={paths.home()} className="hover:text-brand-700">
              {t('details.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={paths.products({ category: product.category })} className="hover:text-brand-700">
              {categoryName(product.category)}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="line-clamp-1 text-stone-700">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery product={product} />
        <div className="space-y-6">
          <Summary product={product} />
          {variants.length > 0 ? (
            <Variants product={product} variants={variants} />
          ) : (
            product.color && (
              <p className="flex items-center gap-2 text-sm text-stone-700">
                <span className="font-medium text-stone-800">{t('details.colourLabel')}</span>
                <span
                  className="h-4 w-4 rounded-full border border-stone-300"
                  style={{ backgroundColor: product.color.hex }}
                  aria-hidden="true"
                />
                {product.color.name}
              </p>
            )
          )}
          <BuyBox product={product} />
          <DeliveryCheck productId={product._id} />
          <ShopBox product={product} askSeller={askSeller} />
        </div>
      </div>

      <section aria-labelledby="description-heading" className="max-w-3xl">
        <h2 id="description-heading" className="text-xl font-semibold text-stone-900">
          {t('details.description')}
        </h2>
        {/* Plain text with its line breaks kept (docs/catalog.md: never HTML). */}
        <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
        {/* The e-commerce rules ask every listing to say where the goods were made. */}
        <dl className="mt-4 flex gap-2 text-sm">
          <dt className="font-medium text-stone-800">{t('details.countryOfOrigin')}</dt>
          <dd className="text-stone-700">{countryName(product.countryOfOrigin, currentLocale())}</dd>
        </dl>
        <div className="mt-6">
          <ReportProduct productId={product._id} />
        </div>
      </section>

      <Reviews product={product} reviews={reviews} />

      <MoreLikeThis pending={same.isPending} products={others} />
    </div>
  );
}

function Summary({ product }: { product: Product }) {
  const t = catalog.useT();
  const discount = discountPercent(product);
  const stock = stockState(product.stock);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-800">{product.brand}</span>
        <span aria-hidden="true"> · </span>
        <Link to={paths.products({ category: product.category })} className="hover:text-brand-700">
          {categoryName(product.category)}
        </Link>
      </p>
      <h1 className="text-2xl leading-tight font-semibold text-stone-900 sm:text-3xl">{product.name}</h1>
      <a
        href="#reviews"
        className="inline-flex items-center gap-2 text-sm text-stone-600 hover:text-brand-700"
      >
        <Stars rating={product.ratings} size="lg" />
        <span>{t('details.reviewCount', { count: product.numOfReviews })}</span>
      </a>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-stone-900">{formatRupees(product.sellingPrice)}</span>
        {discount > 0 && (
          <>
            <s className="text-lg text-stone-500">
              <span className="sr-only">{t('was')} </span>
              {formatRupees(product.originalPrice)}
            </s>
            <span className="rounded-full bg-saffron-400/30 px-2 py-0.5 text-sm font-semibold text-stone-900">
              {t('details.off', { percent: discount })}
            </span>
          </>
        )}
      </p>
      <p
        className={`text-sm font-medium ${
          stock.level === 'out'
            ? 'text-red-700'
            : stock.level === 'low'
              ? 'text-saffron-600'
              : 'text-brand-700'
        }`}
      >
        {stock.label}
      </p>
      {product.isEvent && product.end_date && <EventTimer productId={product._id} end={product.end_date} />}
    </div>
  );
}

/** A deal's time left, ticking every second; at its end the page reloads the product (now gone). */
function EventTimer({ productId, end }: { productId: string; end: string }) {
  const t = catalog.useT();
  const queryClient = useQueryClient();
  const left = useCountdown(
    end,
    () => void queryClient.invalidateQueries({ queryKey: catalogKeys.details(productId) }),
  );
  const endsAt = Date.parse(end);
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = { hours: pad(left.hours), minutes: pad(left.minutes), seconds: pad(left.seconds) };
  const spoken = { days: left.days, hours: left.hours, minutes: left.minutes };

  return (
    <div className="flex items-start gap-3 rounded-lg border border-saffron-400 bg-saffron-400/10 px-4 py-3">
      <Clock className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" aria-hidden="true" />
      <div className="text-sm">
        {left.ended ? (
          <p className="font-semibold text-stone-900">{t('details.timer.ended')}</p>
        ) : (
          <p className="font-semibold text-stone-900">
            {t('details.timer.endsIn')} {/* Read out once, not every second. */}
            <span className="tabular-nums" aria-hidden="true">
              {left.days > 0
                ? t('details.timer.clockDays', { days: left.days, ...clock })
                : t('details.timer.clock', clock)}
            </span>
            <span className="sr-only">
              {left.days > 0 ? t('details.timer.spokenDays', spoken) : t('details.timer.spoken', spoken)}
            </span>
          </p>
        )}
        {!Number.isNaN(endsAt) && (
          <p className="text-stone-600">
            <Trans
              id="catalog.details.timer.endsAt"
              values={{ when: formatWhen(end) }}
              components={{ 0: <time dateTime={end} /> }}
            />
          </p>
        )}
      </div>
    </div>
  );
}

const chipClass = 'flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm';

/**
 * The product's other colours and sizes (same shop, same name), each a link to its own page.
 * Two options of one colour differ by size, so their sizes are written beside them.
 */
function Variants({ product, variants }: { product: Product; variants: readonly Product[] }) {
  const t = catalog.useT();
  const options = [product, ...variants];
  const colourCount = new Map<string, number>();
  for (const option of options) {
    const key = option.color?.name ?? '';
    colourCount.set(key, (colourCount.get(key) ?? 0) + 1);
  }
  const label = (option: Product) => {
    const colour = option.color?.name ?? t('details.defaultColour');
    const shared = (colourCount.get(option.color?.name ?? '') ?? 0) > 1;
    return shared && option.sizes.length > 0 ? `${colour} (${option.sizes.join(', ')})` : colour;
  };

  return (
    <div>
      <h2 className="text-sm font-medium text-stone-800">
        {t('details.colour')}
        {product.color && (
          <span className="font-normal text-stone-600">{t('size.chosen', { size: product.color.name })}</span>
        )}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('details.variants')}>
        {options.map((option) => {
          const current = option._id === product._id;
          const chip = (
            <>
              <span
                className="h-5 w-5 shrink-0 rounded-full border border-stone-300"
                style={{ backgroundColor: option.color?.hex ?? 'transparent' }}
                aria-hidden="true"
              />
              <span>{label(option)}</span>
            </>
          );
          return (
            <li key={option._id}>
              {current ? (
                <span aria-current="true" className={`${chipClass} border-brand-700 bg-brand-50 font-medium`}>
                  {chip}
                </span>
              ) : (
                <Link
                  to={paths.product(option._id, { isEvent: option.isEvent })}
                  className={`${chipClass} border-stone-300 bg-white hover:border-brand-400`}
                >
                  {chip}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function BuyBox({ product }: { product: Product }) {
  const t = catalog.useT();
  const { add } = useCartActions();
  const { toggle } = useWishlistActions();
  const saved = useWishlist().has(product._id);
  const [size, setSize] = useState<string | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [qty, setQty] = useState(1);
  const maxQty = Math.max(1, product.stock);
  const needsSize = product.sizes.length > 0;

  const addToCart = () => {
    if (needsSize && size === null) {
      setSizeMissing(true);
      return;
    }
    // The rules decide (docs/product.md §7.3): already in the cart, too little stock (an event needs 2).
    add(product, { size, qty });
  };

  return (
    <div className="space-y-5 border-t border-stone-200 pt-5">
      {needsSize && (
        <SizePicker
          sizes={product.sizes}
          value={size}
          onChange={(chosen) => {
            setSize(chosen);
            setSizeMissing(false);
          }}
          error={sizeMissing ? t('size.required') : null}
        />
      )}
      {product.stock > 0 && (
        <div>
          <p id="quantity-label" className="text-sm font-medium text-stone-800">
            {t('details.quantity')}
          </p>
          <div
            role="group"
            aria-labelledby="quantity-label"
            className="mt-2 inline-flex items-center rounded-md border border-stone-300 bg-white"
          >
            <button
              type="button"
              onClick={() => setQty((value) => Math.max(1, value - 1))}
              disabled={qty <= 1}
              aria-label={t('details.fewer')}
              className="flex h-10 w-10 items-center justify-center rounded-l-md hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300"
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </button>
            <output aria-live="polite" className="w-10 text-center font-medium tabular-nums">
              {qty}
            </output>
            <button
              type="button"
              onClick={() => setQty((value) => Math.min(maxQty, value + 1))}
              disabled={qty >= maxQty}
              aria-label={t('details.more')}
              className="flex h-10 w-10 items-center justify-center rounded-r-md hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={addToCart} className={`${primaryButton} sm:flex-1`}>
          <ShoppingCart className="h-5 w-5" aria-hidden="true" />
          {t('addToCart')}
        </button>
        <button type="button" onClick={() => toggle(product)} className={`${secondaryButton} sm:flex-1`}>
          <Heart
            className={`h-5 w-5 ${saved ? 'text-red-600' : ''}`}
            fill={saved ? 'currentColor' : 'none'}
            aria-hidden="true"
          />
          {saved ? t('details.removeFromWishlist') : t('details.addToWishlist')}
        </button>
      </div>
    </div>
  );
}

function ShopBox({ product, askSeller }: { product: Product } & ProductDetailsSlots) {
  const t = catalog.useT();
  const { shop } = product;
  return (
    <section aria-labelledby="seller-heading" className="rounded-xl border border-stone-200 bg-white">
      <div className="flex items-center gap-3 p-4">
        <ShopAvatar name={shop.shopName} src={shop.avatar} className="h-12 w-12 text-base" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-stone-900">{shop.shopName}</p>
          <Stars rating={shop.ratings} />
        </div>
        <Link
          to={paths.shopPreview(product.shopId)}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Store className="h-4 w-4" aria-hidden="true" />
          {t('details.visitShop')}
        </Link>
      </div>
      {/* Empty for the shop's own seller, who does not ask itself. */}
      {askSeller && <div className="px-4 pb-4 empty:hidden">{askSeller(product)}</div>}
      <SellerDetails shopId={product.shopId} />
    </section>
  );
}

/**
 * GET /api/v2/marketplace-info, for customer care. The footer's disclosures (the info feature) ask
 * for the same answer under the same key, so one answer serves both; features do not import each
 * other, so the query is written here too. Its details change only when the server restarts.
 */
const marketplaceInfoQuery = queryOptions({
  queryKey: ['marketplace-info'] as const,
  queryFn: () => apiFetch('/api/v2/marketplace-info', zMarketplaceInfo),
  staleTime: 60 * 60_000,
});

const skeletonLine = (
  <span
    aria-hidden="true"
    className="inline-block h-3.5 w-32 animate-pulse rounded bg-stone-200/70 align-middle"
  />
);

function SellerFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-28 shrink-0 text-stone-500 sm:w-32">{term}</dt>
      <dd className="min-w-0 flex-1 break-words text-stone-800">{children}</dd>
    </div>
  );
}

/**
 * What the e-commerce rules ask a listing to say about its seller: its legal name (the shop's name
 * when it gave none), where it is, whether it is registered for GST, how to reach customer care
 * (Haat's, which reaches the seller: a shop's own email and phone are never public) and the
 * returns policy. While the answers are on their way their lines hold their place; if one fails,
 * its lines are left out.
 */
function SellerDetails({ shopId }: { shopId: string }) {
  const t = catalog.useT();
  const shop = useShopInfo(shopId);
  const marketplace = useQuery(marketplaceInfoQuery);
  const place = shop.data ? [shop.data.city, shop.data.state].filter(Boolean).join(', ') : '';
  const care = marketplace.data?.customerCare;
  const linkClass = 'text-brand-700 hover:underline';
  return (
    <div className="space-y-2 border-t border-stone-200 px-4 py-3 text-sm">
      <h2 id="seller-heading" className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {t('details.seller.heading')}
      </h2>
      <dl className="space-y-1.5" aria-busy={shop.isPending || marketplace.isPending}>
        {!shop.isError && (
          <>
            <SellerFact term={t('details.seller.soldBy')}>
              {shop.data ? (shop.data.legalName ?? shop.data.shopName) : skeletonLine}
            </SellerFact>
            {(shop.isPending || place) && (
              <SellerFact term={t('details.seller.location')}>{shop.data ? place : skeletonLine}</SellerFact>
            )}
            <SellerFact term={t('details.seller.gst')}>
              {shop.data
                ? shop.data.gstRegistered
                  ? t('details.seller.yes')
                  : t('details.seller.no')
                : skeletonLine}
            </SellerFact>
          </>
        )}
        {!marketplace.isError && (
          <SellerFact term={t('details.seller.customerCare')}>
            {care ? (
              <>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
                  <a href={`mailto:${care.email}`} className={`${linkClass} break-all`}>
                    {care.email}
                  </a>
                  {care.phone && (
                    <a href={`tel:${care.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                      {care.phone}
                    </a>
                  )}
                  {marketplace.data?.demo && (
                    <span className="rounded bg-saffron-400/30 px-1.5 text-xs font-semibold text-stone-900">
                      {t('details.seller.demo')}
                    </span>
                  )}
                </span>
                <span className="block text-xs text-stone-500">{t('details.seller.careNote')}</span>
              </>
            ) : (
              // The address and number, then the note under them.
              <span className="block space-y-1.5">
                {skeletonLine}
                <span className="block">{skeletonLine}</span>
              </span>
            )}
          </SellerFact>
        )}
        <SellerFact term={t('details.seller.returns')}>
          <Trans
            id="catalog.details.seller.returnsPolicy"
            values={{ days: RETURN_WINDOW_DAYS }}
            components={{ 0: <Link to={paths.refundPolicy()} className={`${linkClass} font-medium`} /> }}
          />
        </SellerFact>
      </dl>
    </div>
  );
}

function Reviews({ product, reviews }: { product: Product; reviews: readonly Review[] }) {
  const t = catalog.useT();
  const { data: user } = useUser();
  const location = useLocation();

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="max-w-3xl scroll-mt-24 space-y-5">
      <h2 id="reviews-heading" className="text-xl font-semibold text-stone-900">
        <Trans
          id="catalog.details.reviews"
          values={{ count: reviews.length }}
          components={{ 0: <span className="font-normal text-stone-500" /> }}
        />
      </h2>
      {reviews.length === 0 ? (
        <p className="text-stone-600">{t('details.noReviews')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {reviews.map((review) => (
            <li key={review._id} className="space-y-1.5 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-stone-900">{review.user.name}</p>
                <time dateTime={review.createdAt} className="text-xs text-stone-500">
                  {formatDay(review.createdAt)}
                </time>
              </div>
              <Stars rating={review.rating} />
              {review.comment && (
                <p className="text-sm whitespace-pre-line text-stone-700">{review.comment}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {user ? (
        <ReviewForm productId={product._id} />
      ) : (
        <p className="text-sm text-stone-600">
          <Trans
            id="catalog.details.signInToReview"
            components={{
              0: (
                <Link
                  to={paths.login({ next: `${location.pathname}${location.search}` })}
                  className="font-medium text-brand-700 hover:underline"
                />
              ),
            }}
          />
        </p>
      )}
    </section>
  );
}

function MoreLikeThis({ pending, products }: { pending: boolean; products: readonly Product[] }) {
  const t = catalog.useT();
  if (!pending && products.length === 0) return null;
  return (
    <section aria-labelledby="more-heading" className="space-y-4">
      <h2 id="more-heading" className="text-xl font-semibold text-stone-900">
        {t('details.similar')}
      </h2>
      {pending ? (
        <ProductGridSkeleton count={4} label={t('details.similarLoading')} />
      ) : (
        <ProductGrid products={products} />
      )}
    </section>
  );
}

/**
 * The page's shape while it loads: the picture's square, the title, price and buttons. When the
 * server drew the product's main picture into the page it sent, the square shows it, as the
 * gallery will (see `served-pictures.tsx`).
 */
function DetailsSkeleton() {
  const t = catalog.useT();
  const bar = 'animate-pulse rounded bg-stone-200/70';
  const [picture] = useServedPictures();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" role="status" aria-live="polite">
      <span className="sr-only">{t('details.loading')}</span>
      <div aria-hidden="true" className="space-y-12">
        <div className={`h-4 w-48 ${bar}`} />
        <div className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:gap-12">
          <div className="space-y-3">
            {picture ? (
              <SkeletonPicture
                src={picture}
                side={800}
                className="overflow-hidden rounded-xl border border-stone-200"
              />
            ) : (
              <div className={`aspect-square rounded-xl ${bar}`} />
            )}
            <div className="flex gap-2">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className={`h-16 w-16 sm:h-20 sm:w-20 ${bar}`} />
              ))}
            </div>
          </div>
          <div className="space-y-4">
            <div className={`h-4 w-40 ${bar}`} />
            <div className={`h-8 w-full ${bar}`} />
            <div className={`h-8 w-2/3 ${bar}`} />
            <div className={`h-5 w-32 ${bar}`} />
            <div className={`h-9 w-48 ${bar}`} />
            <div className={`h-4 w-24 ${bar}`} />
            <div className={`h-12 w-full ${bar}`} />
            <div className={`h-20 w-full ${bar}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
