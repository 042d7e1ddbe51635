import { z } from '@/lib/zod';

// The shapes of docs/admin.md, docs/orders.md ("Withdrawals") and docs/catalog.md ("Shapes") as
// the Admin's pages read them. Only the fields the pages show are named; the rest are dropped.
// Optional values arrive as null; a missing key is read as null too.
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** `total`, `page` and `limit`, which every Admin list answers. */
const pageFields = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
};

/** One page of a list, whatever the server calls its items. */
export type Paged<T> = { items: T[]; total: number; page: number; limit: number };

// ---- Sellers ------------------------------------------------------------------------------

export const SELLER_STATUSES = ['active', 'pending', 'suspended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const adminSellerSchema = z.object({
  _id: z.string(),
  /** The owner's name. */
  name: z.string(),
  shopName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: optional(z.string()),
  zipCode: optional(z.string()),
  avatar: optional(z.string()),
  /** `active`, `pending` (not activated yet) or `suspended`; kept as text so a new one still shows. */
  status: z.string(),
  createdAt: z.string(),
  productCount: z.number().int().nonnegative(),
  /** Rupees the shop may withdraw now. */
  availableBalance: z.number(),
});
export type AdminSeller = z.infer<typeof adminSellerSchema>;

export const sellersPageSchema = z
  .object({ success: z.literal(true), sellers: z.array(adminSellerSchema), ...pageFields })
  .transform(({ sellers, total, page, limit }): Paged<AdminSeller> => ({
    items: sellers,
    total,
    page,
    limit,
  }));

// ---- Users --------------------------------------------------------------------------------

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** `user` or `Admin`. */
  role: z.string(),
  avatar: optional(z.string()),
  /** `active` or `suspended`. */
  status: z.string(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usersPageSchema = z
  .object({ success: z.literal(true), users: z.array(adminUserSchema), ...pageFields })
  .transform(({ users, total, page, limit }): Paged<AdminUser> => ({ items: users, total, page, limit }));

// ---- Products and events ------------------------------------------------------------------

/** A product or event of any shop, as the Admin's lists show it (docs/catalog.md, "Shapes"). */
export const adminProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: optional(z.string()),
  originalPrice: z.number(),
  sellingPrice: z.number(),
  stock: z.number().int(),
  sold_out: z.number().int(),
  images: z.array(z.string()).default([]),
  thumbnails: z.array(z.string()).default([]),
  shopId: z.string(),
  shop: z.object({ _id: z.string(), shopName: z.string(), avatar: optional(z.string()) }),
  isEvent: z.boolean().default(false),
  start_date: optional(z.string()),
  end_date: optional(z.string()),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productsPageSchema = z
  .object({ success: z.literal(true), products: z.array(adminProductSchema), ...pageFields })
  .transform(({ products, total, page, limit }): Paged<AdminProduct> => ({
    items: products,
    total,
    page,
    limit,
  }));

export const eventsPageSchema = z
  .object({ success: z.literal(true), events: z.array(adminProductSchema), ...pageFields })
  .transform(({ events, total, page, limit }): Paged<AdminProduct> => ({
    items: events,
    total,
    page,
    limit,
  }));

// ---- Withdrawals --------------------------------------------------------------------------

export const WITHDRAW_STATUSES = ['Processing', 'Succeed', 'Rejected'] as const;
export const withdrawStatusSchema = z.enum(WITHDRAW_STATUSES);
export type WithdrawStatus = z.infer<typeof withdrawStatusSchema>;

/**
 * Where the money goes, as copied into the request when it was made. The Admin's list carries the
 * bank account in full; `accountLast4` is read too, in case only the masked form arrives.
 */
export const payoutSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bank'),
    holderName: z.string(),
    accountNumber: optional(z.string()),
    accountLast4: optional(z.string()),
    ifsc: z.string(),
    bankName: optional(z.string()),
  }),
  z.object({ type: z.literal('upi'), upiId: z.string() }),
]);
export type Payout = z.infer<typeof payoutSchema>;

export const withdrawSchema = z.object({
  _id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  amount: z.number(),
  status: withdrawStatusSchema,
  payout: payoutSchema,
  reason: optional(z.string()),
  createdAt: z.string(),
  decidedAt: optional(z.string()),
});
export type Withdraw = z.infer<typeof withdrawSchema>;

export const withdrawalsPageSchema = z
  .object({ success: z.literal(true), withdraws: z.array(withdrawSchema), ...pageFields })
  .transform(({ withdraws, total, page, limit }): Paged<Withdraw> => ({
    items: withdraws,
    total,
    page,
    limit,
  }));

// ---- Audit log ----------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** `shop.suspend`, `withdrawal.pay`, …; kept as text so a new action still shows. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** A short JSON text, e.g. `{"status": "Shipping"}`. */
  details: optional(z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({ success: z.literal(true), entries: z.array(auditEntrySchema), ...pageFields })
  .transform(({ entries, total, page, limit }): Paged<AuditEntry> => ({
    items: entries,
    total,
    page,
    limit,
  }));

// ---- Platform coupons ---------------------------------------------------------------------

/** A platform coupon (no shop): amounts in rupees, `value` the percentage. */
export const platformCouponSchema = z.object({
  _id: z.string(),
  /** The code, upper-cased by the server. */
  name: z.string(),
  value: z.number(),
  minAmount: optional(z.number()),
  maxAmount: optional(z.number()),
  expiresAt: optional(z.string()),
  expired: z.boolean().default(false),
  /** How many times it may be used in all, or null for no limit. */
  maxUses: optional(z.number()),
  /** How many times one account may use it (1 unless the Admin set more), or null for no limit. */
  maxUsesPerAccount: optional(z.number()),
  /** Uses so far: placed orders, less those cancelled or refunded in full. */
  uses: z.number().default(0),
  createdAt: z.string(),
});
export type PlatformCoupon = z.infer<typeof platformCouponSchema>;

export const couponsPageSchema = z
  .object({ success: z.literal(true), couponCodes: z.array(platformCouponSchema), ...pageFields })
  .transform(({ couponCodes, total, page, limit }): Paged<PlatformCoupon> => ({
    items: couponCodes,
    total,
    page,
    limit,
  }));

// ---- Dashboard ----------------------------------------------------------------------------

export const DASHBOARD_DAYS = [7, 30, 90] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];

export const dayFiguresSchema = z.object({
  /** A calendar day in India, `2026-10-24`. */
  date: z.string(),
  orders: z.number().int().nonnegative(),
  revenue: z.number(),
  commission: z.number(),
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

export const dashboardStatsSchema = z
  .object({
    success: z.literal(true),
    totals: z.object({
      orders: z.number().int().nonnegative(),
      revenue: z.number(),
      commission: z.number(),
      sellers: z.number().int().nonnegative(),
      users: z.number().int().nonnegative(),
      products: z.number().int().nonnegative(),
      pendingWithdrawals: z.number().int().nonnegative(),
    }),
    ordersByStatus: z.record(z.string(), z.number().int().nonnegative()),
    byDay: z.array(dayFiguresSchema),
  })
  .transform(({ totals, ordersByStatus, byDay }) => ({ totals, ordersByStatus, byDay }));
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** The answer of a write that only says what happened. */
export const messageSchema = z.object({ success: z.literal(true), message: z.string() });
