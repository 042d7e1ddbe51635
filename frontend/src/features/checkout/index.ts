import type { RouteObject } from 'react-router';

import { shopperOrderPages } from '@/features/orders/shopper';

// The shopper's buying pages: checkout, the thanks that follows, and an order and its tracking
// (which live with the orders, under `orders/shopper`). Each page is its own lazy chunk, and
// Razorpay's code is a chunk of its own within the checkout's, loaded only to pay online.

/** The account's Orders tab (for /account?tab=orders). */
export { ShopperOrdersSection } from '@/features/orders/shopper';

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * For the route table's `lazy`: `checkout` at /checkout and `orderSuccess` at /order/success
 * (public: the checkout asks a visitor to sign in itself), `userOrder` at /user/order/:id and
 * `trackOrder` at /user/track-order/:id (inside the user guard).
 */
export const checkoutPages = {
  checkout: async () => ({ Component: (await import('./routes/CheckoutPage')).CheckoutPage }),
  orderSuccess: async () => ({ Component: (await import('./routes/OrderSuccessPage')).OrderSuccessPage }),
  userOrder: shopperOrderPages.userOrder,
  trackOrder: shopperOrderPages.trackOrder,
} satisfies Record<string, LazyPage>;
