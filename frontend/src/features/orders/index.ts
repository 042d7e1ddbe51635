import type { RouteObject } from 'react-router';

// The orders feature's entry for the route table's shopper pages. Each page is its own lazy chunk;
// the seller's and the Admin's order pages are in `./manage`.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * The shopper's order pages, loaded lazily by the route table, inside the user guard: `userOrder`
 * at /user/order/:id and `trackOrder` at /user/track-order/:id.
 */
export const shopperOrderPages = {
  userOrder: async () => ({ Component: (await import('./shopper/routes/UserOrderPage')).UserOrderPage }),
  trackOrder: async () => ({ Component: (await import('./shopper/routes/TrackOrderPage')).TrackOrderPage }),
} satisfies Record<string, LazyPage>;
