import type { RouteObject } from 'react-router';

import { loadProductDetailsPage } from '@/features/catalog';
import { loadUserOrderPage } from '@/features/orders';

// The pages the app composes from more than one feature (features never import each other). Each
// is a lazy chunk, as the features' own pages are.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * Loaded lazily by the route table: `account` at /account, `userOrder` at /user/order/:id (both
 * inside the user guard), `productDetails` at /product/:id, and `shopProfile` at
 * /shop-profile/:id and `shopSettings` at /shop-dashboard-setting (inside the seller guard and
 * layout). The product and order pages are the features' own chunks, loaded beside the small
 * chunk that fills their slots, so nothing waits for one before asking for the other.
 */
export const composedPages = {
  account: async () => ({ Component: (await import('./AccountPage')).AccountPage }),
  productDetails: async () => {
    const [Page, { withAskSeller }] = await Promise.all([loadProductDetailsPage(), import('./ProductPage')]);
    return { Component: withAskSeller(Page) };
  },
  userOrder: async () => {
    const [Page, { withContactSeller }] = await Promise.all([loadUserOrderPage(), import('./UserOrderPage')]);
    return { Component: withContactSeller(Page) };
  },
  shopProfile: async () => ({ Component: (await import('./ShopProfilePage')).ShopProfilePage }),
  shopSettings: async () => ({ Component: (await import('./ShopSettingsPage')).ShopSettingsPage }),
} satisfies Record<string, LazyPage>;
