import { HttpResponse, http } from 'msw';

import { ErrorCode, type Order } from '@/api';
import { composedPages } from '@/app/pages';
import { checkoutPages } from '@/features/checkout';
import { shopperOrderPages } from '@/features/orders';
import { RequireUser, type User } from '@/lib/session';

import { mockSession } from './auth';
import { lazyRoute, renderRoutes, standIn } from './harness';
import { apiError, server } from './server';

// The shopper's buying and order pages together, as the route table mounts them (lazily; the
// order pages and the account behind the user guard), for tests that go from one to another: the
// checkout and its thanks (the checkout feature), an order and its tracking (the orders feature),
// the account (composed by the app).

/**
 * Renders the app's shopper pages at `path`, signed in as `user` (or signed out with null), with
 * toasts and a fresh QueryClient as the app's but without retries. Pages of other features are
 * stand-ins that name themselves.
 */
export function renderShopperPage(path: string, { user }: { user: User | null }) {
  mockSession({ user });
  return renderRoutes(
    [
      lazyRoute('checkout', checkoutPages.checkout),
      lazyRoute('cart', checkoutPages.cart),
      lazyRoute('order/success', checkoutPages.orderSuccess),
      {
        element: <RequireUser />,
        children: [
          lazyRoute('account', composedPages.account),
          lazyRoute('user/order/:id', composedPages.userOrder),
          lazyRoute('user/track-order/:id', shopperOrderPages.trackOrder),
        ],
      },
      standIn('login', 'Sign in to Haat'),
      standIn('products', 'All products'),
      standIn('product/:id', 'Product page'),
    ],
    { path },
  );
}

/** One shopper order on the server: GET answers it as it is now. */
export function mockUserOrder(initial: Order) {
  const state = { order: initial };
  server.use(
    http.get('/api/v2/get-selected-order-user/:id', ({ params }) =>
      params.id === state.order._id
        ? HttpResponse.json({ success: true, order: state.order })
        : apiError(404, ErrorCode.NOT_FOUND, 'Order not found.'),
    ),
  );
  return state;
}
