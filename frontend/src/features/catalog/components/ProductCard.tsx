import { Eye, Heart, ImageOff, ShoppingCart } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';

import type { Product } from '@/api';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { ADMIN_ROLE, useSeller, useUser } from '@/lib/session';
import { canAddToCart, useCartActions, useWishlist, useWishlistActions } from '@/lib/shopping';
import { truncate } from '@/lib/truncate';

import { catalog } from '../i18n';
import { CardIconButton, onTop } from './CardIconButton';
import { Stars } from './Stars';

// Both load when needed, not with the grid: the quick view when a shopper first opens it, the
// delete action only for the owning seller or the Admin.
const QuickView = lazy(async () => ({ default: (await import('./QuickView')).QuickView }));
const CardDeleteAction = lazy(async () => ({
  default: (await import('./CardDeleteAction')).CardDeleteAction,
}));

// docs/product.md §4 "Shared parts of the storefront" (the product card) and §8.
/** A product sold this many times or more wears the 'Top Seller' badge. */
export const TOP_SELLER_MIN_SOLD = 20;
export const SHOP_NAME_MAX = 25;
export const PRODUCT_NAME_MAX = 75;

export const isTopSeller = (product: Pick<Product, 'sold_out'>) => product.sold_out >= TOP_SELLER_MIN_SOLD;

/**
 * A product or event in a grid. The owning seller and the Admin get a delete icon; everyone else
 * gets the wishlist, add-to-cart and quick-view icons.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const t = catalog.useT();
  const { data: user } = useUser();
  const { data: seller } = useSeller();
  const isOwner = seller != null && seller._id === product.shopId;
  const isAdmin = user?.role === ADMIN_ROLE;
  const href = paths.product(product._id, { isEvent: product.isEvent });

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white transition-shadow hover:shadow-md">
      <div className="relative">
        {/* The name below is the link for keyboards and screen readers; the picture is a bigger target. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
          <CardPictures product={product} eager={eager} />
        </Link>
        {isTopSeller(product) && (
          <span className="absolute top-2 left-2 rounded-full bg-saffron-500 px-2.5 py-0.5 text-xs font-semibold text-stone-900 shadow-sm">
            {t('card.topSeller')}
          </span>
        )}
        <div className="absolute top-2 right-2 flex flex-col gap-2">
          {isOwner || isAdmin ? (
            // The shop's own endpoint for its owner; the admin one for the Admin
            // (docs/product.md §7.8).
            <Suspense fallback={null}>
              <CardDeleteAction product={product} as={isOwner ? 'seller' : 'admin'} />
            </Suspense>
          ) : (
            <ShopperActions product={product} />
          )}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3">
        <Link
          to={paths.shopPreview(product.shopId)}
          className="w-fit text-xs text-stone-500 hover:text-brand-700 hover:underline"
        >
          {truncate(product.shop.shopName, SHOP_NAME_MAX)}
        </Link>
        <h3 className="text-sm leading-snug font-medium text-stone-900">
          <Link to={href} title={product.name} className="hover:text-brand-700">
            {truncate(product.name, PRODUCT_NAME_MAX, { ellipsis: true })}
          </Link>
        </h3>
        <div className="flex items-center gap-1.5">
          <Stars rating={product.ratings} />
          {product.numOfReviews > 0 && (
            <span className="text-xs text-stone-500">
              ({product.numOfReviews}
              <span className="sr-only"> {t('card.reviews')}</span>)
            </span>
          )}
        </div>
        <Price product={product} />
      </div>
    </article>
  );
}

function Price({ product }: { product: Product }) {
  const t = catalog.useT();
  return (
    <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
      <span className="font-semibold text-stone-900">{formatRupees(product.sellingPrice)}</span>
      {product.originalPrice > product.sellingPrice && (
        <s className="text-xs text-stone-500">
          <span className="sr-only">{t('was')} </span>
          {formatRupees(product.originalPrice)}
        </s>
      )}
    </p>
  );
}

/**
 * Up to two pictures (docs/product.md §4, the product card); the second shows while the card is
 * hovered. Both are square, in a square box, so nothing moves as they load. The browser picks the
 * 400 px thumbnail or the 800 px picture for the card's width and the screen's density.
 */
function CardPictures({ product, eager }: { product: Product; eager: boolean }) {
  const pictures = product.images.slice(0, 2).map((image, index) => ({
    src: product.thumbnails[index] ?? image,
    srcSet: product.thumbnails[index] ? `${product.thumbnails[index]} 400w, ${image} 800w` : undefined,
  }));
  const [first, second] = pictures;
  const img = 'absolute inset-0 h-full w-full object-contain transition-opacity duration-300';
  const sizes = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw';

  return (
    <div className="relative aspect-square bg-white">
      {first ? (
        <>
          <img
            src={first.src}
            srcSet={first.srcSet}
            sizes={sizes}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className={`${img} ${second ? 'group-hover:opacity-0' : ''}`}
          />
          {second && (
            <img
              src={second.src}
              srcSet={second.srcSet}
              sizes={sizes}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
              className={`${img} opacity-0 group-hover:opacity-100`}
            />
          )}
        </>
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-stone-300">
          <ImageOff className="h-10 w-10" />
        </span>
      )}
    </div>
  );
}

function ShopperActions({ product }: { product: Product }) {
  const t = catalog.useT();
  const wishlist = useWishlist();
  const { toggle } = useWishlistActions();
  const { add } = useCartActions();
  const [quickView, setQuickView] = useState<'closed' | 'open' | 'choose-size'>('closed');
  const saved = wishlist.has(product._id);

  const addToCart = () => {
    // A product with sizes needs one chosen first (each size is a line of its own, docs/orders.md
    // "Cart lines"); when the cart would refuse it anyway (no stock), the refusal is shown at once.
    if (product.sizes.length > 0 && canAddToCart(product)) setQuickView('choose-size');
    else add(product);
  };

  return (
    <>
      <CardIconButton
        label={t(saved ? 'card.removeFromWishlist' : 'card.addToWishlist', { name: product.name })}
        onClick={() => toggle(product)}
      >
        <Heart
          className={`h-4.5 w-4.5 ${saved ? 'text-red-600' : ''}`}
          fill={saved ? 'currentColor' : 'none'}
          aria-hidden="true"
        />
      </CardIconButton>
      <CardIconButton label={t('card.addToCart', { name: product.name })} onClick={addToCart}>
        <ShoppingCart className="h-4.5 w-4.5" aria-hidden="true" />
      </CardIconButton>
      <CardIconButton
        label={t('card.quickView', { name: product.name })}
        onClick={() => setQuickView('open')}
      >
        <Eye className="h-4.5 w-4.5" aria-hidden="true" />
      </CardIconButton>
      {quickView !== 'closed' &&
        onTop(
          <Suspense fallback={null}>
            <QuickView
              product={product}
              open
              askForSize={quickView === 'choose-size'}
              onClose={() => setQuickView('closed')}
            />
          </Suspense>,
        )}
    </>
  );
}
