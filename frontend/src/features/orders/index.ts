import type { RouteObject } from 'react-router';

// The orders feature's entry for the route table's shopper pages. Each page is its own lazy chunk;
// the seller's and the Admin's order pages are in `./manage`.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

export type { UserOrderSlots } from './shopper/routes/UserOrderPage';

/**
 * The shopper's order page itself, for the app to fill its slot from another feature ("Contact
 * seller"); the same chunk as `shopperOrderPages.userOrder`.
 */
export const loadUserOrderPage = async () => (await import('./shopper/routes/UserOrderPage')).UserOrderPage;

/**
 * The shopper's order pages, loaded lazily by the route table, inside the user guard: `userOrder`
 * at /user/order/:id and `trackOrder` at /user/track-order/:id.
 */
export const shopperOrderPages = {
  userOrder: async () => ({ Component: (await import('./shopper/routes/UserOrderPage')).UserOrderPage }),
  trackOrder: async () => ({ Component: (await import('./shopper/routes/TrackOrderPage')).TrackOrderPage }),
} satisfies Record<string, LazyPage>;
