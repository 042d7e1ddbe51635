import type { RouteObject } from 'react-router';

// The pages the app composes from more than one feature (features never import each other). Each
// is a lazy chunk, as the features' own pages are.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * Loaded lazily by the route table: `account` at /account (inside the user guard), and
 * `shopProfile` at /shop-profile/:id and `shopSettings` at /shop-dashboard-setting (inside the
 * seller guard and layout).
 */
export const composedPages = {
  account: async () => ({ Component: (await import('./AccountPage')).AccountPage }),
  shopProfile: async () => ({ Component: (await import('./ShopProfilePage')).ShopProfilePage }),
  shopSettings: async () => ({ Component: (await import('./ShopSettingsPage')).ShopSettingsPage }),
} satisfies Record<string, LazyPage>;
