import { z } from 'zod';

// A cart line as the browser keeps it (SPEC.md §3: a product plus qty). It is the shopper's
// wish, not a price list: checkout asks the server for current prices and stock.
export const cartItemSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    sellingPrice: z.number().nonnegative(),
    qty: z.number().int().min(1),
    images: z.array(z.string()).optional(),
  })
  .loose();

export type CartItem = z.infer<typeof cartItemSchema>;

/** Keeps the well-formed lines of whatever local storage holds. */
export function parseCart(stored: readonly unknown[]): CartItem[] {
  return stored.flatMap((item) => {
    const parsed = cartItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The cart's subtotal in rupees, summed in paise so it is exact. */
export function cartSubtotal(items: readonly CartItem[]): number {
  const paise = items.reduce((sum, item) => sum + Math.round(item.sellingPrice * 100) * item.qty, 0);
  return paise / 100;
}
