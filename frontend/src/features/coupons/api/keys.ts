/**
 * Every query key of the coupons feature. Reads, writes and invalidations use these only; they
 * all hang off `couponKeys.all`.
 */
export const couponKeys = {
  all: ['coupons'] as const,
  /** A shop's own coupons, expired ones included (GET /get-coupon/{shopId}). */
  shop: (shopId: string) => [...couponKeys.all, 'shop', shopId] as const,
  /** The shop's products a coupon may be limited to (GET /get-all-product-shop/{shopId}, every page). */
  productChoices: (shopId: string) => [...couponKeys.all, 'product-choices', shopId] as const,
};
