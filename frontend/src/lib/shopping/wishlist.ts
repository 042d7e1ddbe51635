import { common } from '../i18n';

import { type Outcome, type ShoppableProduct, parseStoredList, storedProductFields } from './product';
import { type Read, amount, nullable, record, text, texts, withDefault } from './stored';

// The wishlist of docs/product.md §7.3: saved products in local storage, removed by `_id`. The
// original names no wishlist toasts; these say what happened in the fewest words.

export const WISHLIST_MESSAGES = {
  get added() {
    return common.t('wishlist.added');
  },
  get removed() {
    return common.t('wishlist.removed');
  },
};

/**
 * A saved product. Only `_id` and `name` are required, so anything saved can still be listed,
 * opened and removed; a saved entry without a price cannot go to the cart from the wishlist
 * (see `asShoppable`) and is added from its product page instead.
 */
const readWishlistItem = record({
  ...storedProductFields,
  sellingPrice: nullable(amount),
  color: nullable(record({ name: text, hex: text })),
  sizes: withDefault(texts, () => []),
});
export type WishlistItem = Read<typeof readWishlistItem>;

export function parseWishlist(stored: readonly unknown[]): WishlistItem[] {
  return parseStoredList(stored, readWishlistItem);
}

/** The snapshot saved for a product: what the wishlist page shows and the cart needs, no more. */
export function toWishlistItem(product: ShoppableProduct): WishlistItem {
  return {
    _id: product._id,
    name: product.name,
    sellingPrice: product.sellingPrice,
    originalPrice: product.originalPrice,
    images: [...product.images],
    thumbnails: [...product.thumbnails],
    shopId: product.shopId,
    shop: product.shop && { _id: product.shop._id, shopName: product.shop.shopName },
    stock: product.stock,
    isEvent: product.isEvent,
    end_date: product.end_date,
    color: product.color && { name: product.color.name, hex: product.color.hex },
    sizes: [...product.sizes],
  };
}

/** A saved entry as a product the cart rules accept, or null when it lacks a price. */
export function asShoppable(item: WishlistItem): ShoppableProduct | null {
  const { sellingPrice } = item;
  return sellingPrice === null ? null : { ...item, sellingPrice };
}

export function isInWishlist(items: readonly Pick<WishlistItem, '_id'>[], id: string): boolean {
  return items.some((item) => item._id === id);
}

/** Saves a product; saving one already there replaces it in place with the fresher copy (docs/product.md §7.3). */
export function addToWishlist(
  items: readonly WishlistItem[],
  product: ShoppableProduct,
): Outcome<WishlistItem> {
  const saved = toWishlistItem(product);
  const next = isInWishlist(items, product._id)
    ? items.map((item) => (item._id === product._id ? saved : item))
    : [...items, saved];
  return { ok: true, message: WISHLIST_MESSAGES.added, items: next };
}

export function removeFromWishlist(items: readonly WishlistItem[], id: string): Outcome<WishlistItem> {
  const rest = items.filter((item) => item._id !== id);
  return rest.length === items.length
    ? { ok: false, message: null, items: rest }
    : { ok: true, message: WISHLIST_MESSAGES.removed, items: rest };
}

/** The heart button: saves an unsaved product, unsaves a saved one. */
export function toggleWishlist(
  items: readonly WishlistItem[],
  product: ShoppableProduct,
): Outcome<WishlistItem> {
  return isInWishlist(items, product._id)
    ? removeFromWishlist(items, product._id)
    : addToWishlist(items, product);
}
