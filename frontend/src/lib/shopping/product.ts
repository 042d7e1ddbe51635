import { z } from 'zod';

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

/** A value that may be missing or null in storage; read as null either way. */
export const nullable = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);

/**
 * The product fields both lists keep. Local storage may hold anything (another tab, an older
 * version, a curious shopper), so only what a line cannot do without is required; the rest falls
 * back to a value that errs on the safe side (an unknown stock is no stock).
 */
export const storedProductFields = {
  _id: z.string().min(1),
  name: z.string(),
  originalPrice: nullable(z.number().nonnegative()),
  images: z.array(z.string()).default([]),
  thumbnails: z.array(z.string()).default([]),
  shopId: nullable(z.string()),
  shop: nullable(z.object({ _id: z.string(), shopName: z.string() })),
  stock: z.number().int().nonnegative().default(0),
  isEvent: z.boolean().default(false),
  end_date: nullable(z.string()),
};

/** Keeps the items of a stored list that parse, once per `_id` (the last copy wins). */
export function parseStoredList<T extends { _id: string }>(
  stored: readonly unknown[],
  schema: z.ZodType<T>,
): T[] {
  const byId = new Map<string, T>();
  for (const raw of stored) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) continue;
    // Delete first so a later copy takes the later position, as if it had replaced the first.
    byId.delete(parsed.data._id);
    byId.set(parsed.data._id, parsed.data);
  }
  return [...byId.values()];
}

/** The result of a cart or wishlist rule: the list to store and what to tell the shopper. */
export type Outcome<T> = {
  /** Whether the list changed. */
  ok: boolean;
  /** The toast to show, or null when the change speaks for itself. */
  message: string | null;
  items: T[];
};
