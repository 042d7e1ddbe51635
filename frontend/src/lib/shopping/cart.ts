import { common } from '../i18n';
import { fromPaise, toPaise } from '../money';

import { type Outcome, type ShoppableProduct, parseStoredList, storedProductFields } from './product';
import { type Read, amount, nullable, record, text, wholeNumber } from './stored';

// The cart rules of docs/product.md §7.3, as pure functions over the stored list. The cart
// is the shopper's wish, not a price list: checkout asks the server for current prices and stock.

/**
 * The original's toast texts, word for word in English (docs/product.md §3), in the page's language
 * when read. The increment text has no '!' on purpose.
 */
export const CART_MESSAGES = {
  get added() {
    return common.t('cart.added');
  },
  get alreadyInCart() {
    return common.t('cart.alreadyInCart');
  },
  get stockLimited() {
    return common.t('cart.stockLimited');
  },
  get incrementStockLimited() {
    return common.t('cart.incrementStockLimited');
  },
};

/**
 * The least stock a product needs to be added. The original gives two readings and Haat keeps
 * both (docs/product.md §7.3): a product needs 1, an event refuses a stock of 1 or less.
 */
export const MIN_STOCK_TO_ADD = { product: 1, event: 2 } as const;

/** A cart line (docs/product.md §7.3): the product fields the pages show, the colour by name, and the choices. */
const readCartItem = record({
  ...storedProductFields,
  sellingPrice: amount,
  qty: wholeNumber(1),
  color: nullable(text),
  size: nullable(text),
});
export type CartItem = Read<typeof readCartItem>;

/** Keeps the well-formed lines of whatever local storage holds, one per product, size and event flag. */
export function parseCart(stored: readonly unknown[]): CartItem[] {
  return parseStoredList(stored, readCartItem, cartLineKey);
}

export function canAddToCart(product: Pick<ShoppableProduct, 'stock' | 'isEvent'>): boolean {
  return product.stock >= MIN_STOCK_TO_ADD[product.isEvent ? 'event' : 'product'];
}

export type CartChoice = { size?: string | null; qty?: number };

/**
 * What tells cart lines apart (docs/orders.md "Cart lines"): the product, its size and whether it
 * is bought at its event's price. One product in two sizes is two lines.
 */
export const cartLineKey = (line: { _id: string; size: string | null; isEvent: boolean }) =>
  `${line._id}|${line.size ?? ''}|${line.isEvent ? 1 : 0}`;

/** The line stored for a product. Only the fields the pages need are kept, so storage stays small. */
export function toCartItem(product: ShoppableProduct, { size = null, qty = 1 }: CartChoice = {}): CartItem {
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
    qty: Math.min(Math.max(1, Math.floor(qty)), Math.max(1, product.stock)),
    color: product.color?.name ?? null,
    size,
  };
}

/**
 * Adds a product (or an event, by its `isEvent`) with quantity 1, or the quantity chosen on the
 * product page, never more than the stock. The same product in the same size is refused ("Item
 * already in cart!"); in another size it is a line of its own.
 */
export function addToCart(
  items: readonly CartItem[],
  product: ShoppableProduct,
  choice: CartChoice = {},
): Outcome<CartItem> {
  const key = cartLineKey({ _id: product._id, size: choice.size ?? null, isEvent: product.isEvent });
  if (items.some((item) => cartLineKey(item) === key)) {
    return { ok: false, message: CART_MESSAGES.alreadyInCart, items: [...items] };
  }
  if (!canAddToCart(product)) {
    return { ok: false, message: CART_MESSAGES.stockLimited, items: [...items] };
  }
  return { ok: true, message: CART_MESSAGES.added, items: [...items, toCartItem(product, choice)] };
}

function updateLine(
  items: readonly CartItem[],
  key: string,
  change: (item: CartItem) => { qty: number } | { refused: string | null },
): Outcome<CartItem> {
  const line = items.find((item) => cartLineKey(item) === key);
  if (!line) return { ok: false, message: null, items: [...items] };
  const result = change(line);
  if ('refused' in result) return { ok: false, message: result.refused, items: [...items] };
  return {
    ok: true,
    message: null,
    items: items.map((item) => (item === line ? { ...item, qty: result.qty } : item)),
  };
}

/** One more of the line `key` ([`cartLineKey`]), unless the stock known when it was added is used up. */
export function incrementQty(items: readonly CartItem[], key: string): Outcome<CartItem> {
  return updateLine(items, key, (item) =>
    item.stock <= item.qty ? { refused: CART_MESSAGES.incrementStockLimited } : { qty: item.qty + 1 },
  );
}

/** One fewer, never below 1 (removing is its own action); quietly does nothing at 1. */
export function decrementQty(items: readonly CartItem[], key: string): Outcome<CartItem> {
  return updateLine(items, key, (item) => (item.qty <= 1 ? { refused: null } : { qty: item.qty - 1 }));
}

export function removeFromCart(items: readonly CartItem[], key: string): Outcome<CartItem> {
  const rest = items.filter((item) => cartLineKey(item) !== key);
  return { ok: rest.length !== items.length, message: null, items: rest };
}

/** A line's price times its quantity, exact to the paisa. */
export function lineTotal(item: Pick<CartItem, 'sellingPrice' | 'qty'>): number {
  return fromPaise(toPaise(item.sellingPrice) * item.qty);
}

/** The cart's subtotal in rupees, summed in paise so it is exact. */
export function cartSubtotal(items: readonly Pick<CartItem, 'sellingPrice' | 'qty'>[]): number {
  return fromPaise(items.reduce((sum, item) => sum + toPaise(item.sellingPrice) * item.qty, 0));
}
