import type { RouteObject } from 'react-router';

// The seller dashboard feature's entry. Each page is its own lazy chunk; the dashboard's charts
// (recharts) are a further chunk of their own, loaded by the dashboard after its figures.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * The seller's home page, loaded lazily by the route table, inside the seller guard and layout:
 * `dashboard` at /shop-dashboard (figures, charts, orders by status, low stock, latest orders).
 * The shop profile (/shop-profile/:id) joins the catalogue's shop page, so the app composes it
 * from `./profile.ts`.
 */
export const sellerDashboardPages = {
  dashboard: async () => ({ Component: (await import('./routes/ShopDashboardPage')).ShopDashboardPage }),
} satisfies Record<string, LazyPage>;
