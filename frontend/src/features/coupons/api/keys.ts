import type { PageQuery } from '@/components/table';

/**
 * Every query key of the coupons feature. Reads, writes and invalidations use these only; they
 * all hang off `couponKeys.all`.
 */
export const couponKeys = {
  all: ['coupons'] as const,
  /** A shop's own coupons, expired ones included (GET /get-coupon/{shopId}). */
  shop: (shopId: string) => [...couponKeys.all, 'shop', shopId] as const,
  /** One page of them, searched and sorted (GET /get-coupon/{shopId}?page=…): under `shop`. */
  shopPage: (shopId: string, query: PageQuery) => [...couponKeys.shop(shopId), query] as const,
  /** The shop's products a coupon may be limited to (GET /get-all-product-shop/{shopId}, every page). */
  productChoices: (shopId: string) => [...couponKeys.all, 'product-choices', shopId] as const,
};
