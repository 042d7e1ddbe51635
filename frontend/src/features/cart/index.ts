import { lazy } from 'react';

// The cart's screens. The cart's state and rules are app-wide and live in `@/lib/shopping`.

/**
 * The cart drawer (`open`, `onClose`), a chunk of its own: the header shows only the count until
 * a shopper opens the cart. Render it inside a Suspense boundary.
 */
export const CartDrawer = lazy(async () => ({
  default: (await import('./components/CartDrawer')).CartDrawer,
}));
