import type { RouteObject } from 'react-router';

// The shopper's buying pages: checkout and the thanks that follows. Each page is a lazy chunk, and
// Razorpay's code (`@/lib/payment`) is a chunk of its own within the checkout's, loaded only to
// pay online. An order and its tracking are the orders feature's.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * Loaded lazily by the route table: `checkout` at /checkout, `cart` at /cart and `orderSuccess` at /order/success
 * (public: the checkout asks a visitor to sign in itself).
 */
export const checkoutPages = {
  checkout: async () => ({ Component: (await import('./routes/CheckoutPage')).CheckoutPage }),
  cart: async () => ({ Component: (await import('./routes/CartPage')).CartPage }),
  orderSuccess: async () => ({ Component: (await import('./routes/OrderSuccessPage')).OrderSuccessPage }),
} satisfies Record<string, LazyPage>;
