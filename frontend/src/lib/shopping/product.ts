import {
  INVALID,
  type Reader,
  amount,
  flag,
  nonEmptyText,
  nullable,
  record,
  text,
  texts,
  wholeNumber,
  withDefault,
} from './stored';

/**
 * What the cart and wishlist need to know about a product. The catalogue's `Product` fits this
 * shape as it is, so pages pass their products straight in; `lib` never imports a feature.
 */
export type ShoppableProduct = {
  _id: string;
  name: string;
  sellingPrice: number;
  originalPrice: number | null;
  images: readonly string[];
  thumbnails: readonly string[];
  shopId: string | null;
  shop: { _id: string; shopName: string } | null;
  stock: number;
  isEvent: boolean;
  end_date: string | null;
  color: { name: string; hex: string } | null;
  sizes: readonly string[];
};

/**
 * The product fields both lists keep. Local storage may hold anything (another tab, an older
 * version, a curious shopper), so only what a line cannot do without is required; the rest falls
 * back to a value that errs on the safe side (an unknown stock is no stock).
 */
export const storedProductFields = {
  _id: nonEmptyText,
  name: text,
  originalPrice: nullable(amount),
  images: withDefault(texts, () => []),
  thumbnails: withDefault(texts, () => []),
  shopId: nullable(text),
  shop: nullable(record({ _id: text, shopName: text })),
  stock: withDefault(wholeNumber(0), () => 0),
  isEvent: withDefault(flag, () => false),
  end_date: nullable(text),
};

/** Keeps the items of a stored list that parse, once per `_id` (the last copy wins). */
export function parseStoredList<T extends { _id: string }>(
  stored: readonly unknown[],
  read: Reader<T>,
  /** What makes two items the same one: the id, unless the list says otherwise (the cart's lines). */
  keyOf: (item: T) => string = (item) => item._id,
): T[] {
  const byKey = new Map<string, T>();
  for (const raw of stored) {
    const item = read(raw);
    if (item === INVALID) continue;
    // Delete first so a later copy takes the later position, as if it had replaced the first.
    const key = keyOf(item);
    byKey.delete(key);
    byKey.set(key, item);
  }
  return [...byKey.values()];
}

/** The result of a cart or wishlist rule: the list to store and what to tell the shopper. */
export type Outcome<T> = {
  /** Whether the list changed. */
  ok: boolean;
  /** The toast to show, or null when the change speaks for itself. */
  message: string | null;
  items: T[];
};
