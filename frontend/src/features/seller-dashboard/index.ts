import type { RouteObject } from 'react-router';

// The seller dashboard feature's entry. Each page is its own lazy chunk; the dashboard's charts
// (recharts) are a further chunk of their own, loaded by the dashboard after its figures.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * The seller's home pages, loaded lazily by the route table, inside the seller guard and layout:
 * `dashboard` at /shop-dashboard (figures, charts, orders by status, low stock, latest orders) and
 * `profile` at /shop-profile/:id (the shop as shoppers see it, with the owner's tools and reviews).
 */
export const sellerDashboardPages = {
  dashboard: async () => ({ Component: (await import('./routes/ShopDashboardPage')).ShopDashboardPage }),
  profile: async () => ({ Component: (await import('./routes/ShopProfilePage')).ShopProfilePage }),
} satisfies Record<string, LazyPage>;
