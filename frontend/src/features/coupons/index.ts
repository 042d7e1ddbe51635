import type { RouteObject } from 'react-router';

// The coupons feature's entry for the seller dashboard. The page is its own lazy chunk, so it costs
// nothing until a seller opens it.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * The seller's coupon pages, loaded lazily by the route table, inside the seller guard and layout:
 * `coupons` at /shop-dashboard-coupon-code (the list, the create form and delete).
 */
export const sellerCouponPages = {
  coupons: async () => ({ Component: (await import('./routes/CouponsPage')).CouponsPage }),
} satisfies Record<string, LazyPage>;
