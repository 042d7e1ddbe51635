import type { RouteObject } from 'react-router';

// Buyer–seller messages' public entry. Light: each page and each part another page shows is a
// lazy chunk of its own. The shop's inbox and the Admin's reported conversations are pages of the
// route table; the shopper's inbox fills the account page's Messages tab, and "Ask the seller" /
// "Contact seller" the product and order pages' slots (the app composes them).

export { ContactSeller, ShopperMessages } from './components/LazyParts';
export type { ContactSellerProps } from './components/ContactSeller';

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * Loaded lazily by the route table: `shop` at /shop-dashboard-messages (inside the seller guard
 * and layout) and `admin` at /admin-conversations (inside the admin guard and layout).
 */
export const messagesPages = {
  shop: async () => ({ Component: (await import('./routes/ShopMessagesPage')).ShopMessagesPage }),
  admin: async () => ({
    Component: (await import('./routes/AdminConversationsPage')).AdminConversationsPage,
  }),
} satisfies Record<string, LazyPage>;
