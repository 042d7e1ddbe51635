import type { RouteObject } from 'react-router';

// The shopper's buying pages: checkout, the thanks that follows, and an order and its tracking
// (which live with the orders, under `orders/shopper`, and load with them). Each page is a lazy
// chunk, and Razorpay's code is a chunk of its own within the checkout's, loaded only to pay online.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * Loaded lazily by the route table: `checkout` at /checkout and `orderSuccess` at /order/success
 * (public: the checkout asks a visitor to sign in itself), `userOrder` at /user/order/:id and
 * `trackOrder` at /user/track-order/:id (inside the user guard).
 */
export const checkoutPages = {
  checkout: async () => ({ Component: (await import('./routes/CheckoutPage')).CheckoutPage }),
  orderSuccess: async () => ({ Component: (await import('./routes/OrderSuccessPage')).OrderSuccessPage }),
  // Through the orders feature's entry, loaded only here: a static import would bring the order
  // shapes and the account's Orders tab into the storefront's first download.
  userOrder: async () => ({ Component: (await import('@/features/orders/shopper')).UserOrderPage }),
  trackOrder: async () => ({ Component: (await import('@/features/orders/shopper')).TrackOrderPage }),
} satisfies Record<string, LazyPage>;
