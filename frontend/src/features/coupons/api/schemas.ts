import { z } from '@/lib/zod';

// The shapes of docs/orders.md ("Coupons (seller-money release)"). Optional values arrive as null;
// a missing key is read as null too, so a server that omits one does not break the page.
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** A shop's coupon as its seller sees it. Amounts are rupees; `value` is the percentage. */
export const couponSchema = z.object({
  _id: z.string(),
  /** The code, upper-cased by the server; shoppers may type it in any case. */
  name: z.string(),
  value: z.number(),
  /** The least the eligible items must come to, or null for no minimum. */
  minAmount: optional(z.number()),
  /** The most the coupon takes off an order, or null for no cap. */
  maxAmount: optional(z.number()),
  /** The one product the coupon covers, or null for all the shop's products. */
  selectedProduct: optional(z.string()),
  selectedProductName: optional(z.string()),
  /** Always the shop's own id here; the server's type allows null (a platform coupon's). */
  shopId: optional(z.string()),
  expiresAt: optional(z.string()),
  expired: z.boolean().default(false),
  /** How many times it may be used in all, or null for no limit. */
  maxUses: optional(z.number()),
  /** How many times one account may use it, or null for no limit. */
  maxUsesPerAccount: optional(z.number()),
  /** Uses so far: placed orders, less those cancelled or refunded in full. */
  uses: z.number().default(0),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
