import { Heart, ImageOff, ShoppingCart, X } from 'lucide-react';
import { Link } from 'react-router';

import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { type WishlistItem, asShoppable, useWishlist, useWishlistActions } from '@/lib/shopping';
import { usePageTitle } from '@/lib/page-title';

import { wishlist } from '../i18n';

/** /pages/wishlist: the products the shopper saved in this browser (docs/product.md §7.3). */
export function WishlistPage() {
  const t = wishlist.useT();
  usePageTitle(t('page.title'));
  const { items, count } = useWishlist();

  return (
    <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="wishlist-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="wishlist-heading" className="text-2xl font-semibold text-stone-900">
          {t('page.title')}
        </h1>
        {count > 0 && <p className="text-sm text-stone-600">{t('page.count', { count })}</p>}
      </div>

      {count === 0 ? (
        <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-lg border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <Heart className="h-12 w-12 text-stone-300" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t('empty.title')}</h2>
          <p className="mt-2 text-stone-600">{t('empty.text')}</p>
          <Link
            to={paths.products()}
            className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('empty.browse')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => (
            <WishlistTile key={item._id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

const tileButton =
  'flex w-full items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

function WishlistTile({ item }: { item: WishlistItem }) {
  const t = wishlist.useT();
  const { remove, moveToCart } = useWishlistActions();
  const href = paths.product(item._id, { isEvent: item.isEvent });
  const image = item.thumbnails[0] ?? item.images[0];
  const product = asShoppable(item);

  return (
    <li className="relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-square bg-white">
        {image ? (
          <img
            src={image}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            className="h-full w-full object-contain"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-stone-300">
            <ImageOff className="h-8 w-8" />
          </span>
        )}
      </Link>
      <button
        type="button"
        onClick={() => remove(item._id)}
        aria-label={t('tile.remove', { name: item.name })}
        className="absolute top-2 right-2 rounded-full bg-white/90 p-1.5 text-stone-600 shadow-sm hover:bg-red-50 hover:text-red-700"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>

      <div className="flex flex-1 flex-col gap-1 p-3">
        {item.shop && <p className="truncate text-xs text-stone-500">{item.shop.shopName}</p>}
        <Link to={href} className="line-clamp-2 text-sm font-medium text-stone-900 hover:text-brand-700">
          {item.name}
        </Link>
        {item.color && (
          <p className="flex items-center gap-1.5 text-xs text-stone-600">
            <span
              className="inline-block h-3 w-3 rounded-full border border-stone-300"
              style={{ backgroundColor: item.color.hex }}
              aria-hidden="true"
            />
            {item.color.name}
          </p>
        )}
        {item.sellingPrice !== null && (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-stone-900">{formatRupees(item.sellingPrice)}</span>
            {item.originalPrice !== null && item.originalPrice > item.sellingPrice && (
              <s className="text-xs text-stone-500">
                <span className="sr-only">{t('tile.was')} </span>
                {formatRupees(item.originalPrice)}
              </s>
            )}
          </p>
        )}

        <div className="mt-auto pt-2">
          {product && product.sizes.length === 0 ? (
            <button
              type="button"
              onClick={() => moveToCart(product)}
              className={`${tileButton} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {/* Two columns on a phone leave room for the words only. */}
              <ShoppingCart className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              <span className="whitespace-nowrap">{t('tile.moveToCart')}</span>
              <span className="sr-only">: {item.name}</span>
            </button>
          ) : (
            // A product that comes in sizes needs one chosen, and an entry saved without its
            // price needs the current one: both are added from the product page.
            <Link
              to={href}
              className={`${tileButton} border border-brand-700 text-brand-800 hover:bg-brand-50`}
            >
              {product ? t('tile.chooseSize') : t('tile.viewProduct')}
              <span className="sr-only">: {item.name}</span>
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
