import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';

import { Toasts, createQueryClient } from '@/app/providers';
import { FullPageSpinner } from '@/components/Spinner';
import { RequireUser, type User, authPages } from '@/features/auth';
import type { Order, Quote, QuoteLine } from '@/features/orders/shopper';
import { CART_KEY } from '@/lib/local-list';
import { type CartItem, toCartItem } from '@/lib/shopping';
import { mockSession } from '@/test/auth';
import { apiError, server } from '@/test/server';

import { checkoutPages } from './index';

// Test helpers for the shopper's buying and order pages: the pages mounted as the route table
// mounts them (lazily; the order pages behind the user guard), carts, quotes and orders shaped as
// docs/orders.md sends them, and the orders API as a small stateful mock.

/**
 * Renders the app's shopper pages at `path`, signed in as `user` (or signed out with null), with
 * toasts and a fresh QueryClient as the app's but without retries. Pages of other features are
 * stand-ins that name themselves.
 */
export function renderShopperPage(path: string, { user }: { user: User | null }) {
  mockSession({ user });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const page = (path: string, lazy: () => Promise<object>) => ({
    path,
    lazy,
    hydrateFallbackElement: <FullPageSpinner />,
  });
  const router = createMemoryRouter(
    [
      page('checkout', checkoutPages.checkout),
      page('order/success', checkoutPages.orderSuccess),
      {
        element: <RequireUser />,
        children: [
          page('account', authPages.account),
          page('user/order/:id', checkoutPages.userOrder),
          page('user/track-order/:id', checkoutPages.trackOrder),
        ],
      },
      { path: 'login', element: <h1>Sign in to Haat</h1> },
      { path: 'products', element: <h1>All products</h1> },
      { path: 'product/:id', element: <h1>Product page</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    ...toCartItem({
      _id: 'kurta',
      name: 'Block-printed cotton kurta',
      sellingPrice: 999,
      originalPrice: 1499,
      images: ['/media/products/kurta/display.jpg'],
      thumbnails: ['/media/products/kurta/thumb.jpg'],
      shopId: 'shop-1',
      shop: { _id: 'shop-1', shopName: 'Jaipur Looms' },
      stock: 10,
      isEvent: false,
      end_date: null,
      color: { name: 'Indigo', hex: '#3f51b5' },
      sizes: ['M', 'L'],
    }),
    size: 'M',
    ...overrides,
  };
}

export function putInCart(items: CartItem[]): void {
  window.localStorage.setItem(CART_KEY, JSON.stringify(items));
}

export function storedCart(): CartItem[] {
  return JSON.parse(window.localStorage.getItem(CART_KEY) ?? '[]') as CartItem[];
}

export function aQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    productId: 'kurta',
    isEvent: false,
    qty: 1,
    size: 'M',
    color: 'Indigo',
    name: 'Block-printed cotton kurta',
    image: '/media/products/kurta/thumb.jpg',
    shopId: 'shop-1',
    shopName: 'Jaipur Looms',
    sellingPrice: 999,
    lineTotal: 999,
    stock: 10,
    sizes: ['M', 'L'],
    problem: null,
    ...overrides,
  };
}

export function aQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    lines: [aQuoteLine()],
    subTotalPrice: 999,
    shippingPrice: 49.95,
    discountPrice: 0,
    totalPrice: 1048.95,
    shops: [
      {
        shopId: 'shop-1',
        shopName: 'Jaipur Looms',
        subTotalPrice: 999,
        shippingPrice: 49.95,
        discountPrice: 0,
        totalPrice: 1048.95,
      },
    ],
    coupon: null,
    canCheckout: true,
    paymentMethods: ['cod'],
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'ord7f3a9c2e41b8',
    shopId: 'shop-1',
    checkoutId: 'chk-1',
    createdAt: '2026-11-24T09:35:00Z',
    updatedAt: '2026-11-24T09:35:00Z',
    status: 'Processing',
    cart: [
      {
        _id: 'kurta',
        productId: 'kurta',
        name: 'Block-printed cotton kurta',
        images: ['/media/orders/kurta-thumb.jpg'],
        sellingPrice: 999,
        qty: 2,
        size: 'M',
        color: 'Indigo',
        isEvent: false,
        lineTotal: 1998,
        discount: 0,
      },
    ],
    paymentInfo: { status: 'pending', type: 'Cash On Delivery', method: 'cod' },
    shippingAddress: {
      name: 'Priya Sharma',
      phoneNumber: '9876543210',
      address1: '12 MG Road',
      address2: 'Near the metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zipCode: '560001',
    },
    user: { _id: 'user-1', name: 'Priya Sharma', email: 'priya@example.com', phoneNumber: null },
    shop: {
      _id: 'shop-1',
      shopName: 'Jaipur Looms',
      email: 'looms@example.com',
      phone: '9845012345',
      address: '21 Johari Bazaar, Jaipur',
      zipCode: '302003',
      avatar: null,
    },
    subTotalPrice: 1998,
    shippingPrice: 0,
    discountPrice: 0,
    totalPrice: 1998,
    couponCode: null,
    deliveredAt: null,
    refundRequestedAt: null,
    refundedAt: null,
    cancelledAt: null,
    refundableUntil: null,
    history: [{ status: 'Processing', createdAt: '2026-11-24T09:35:00Z', by: 'user' }],
    nextStatuses: [],
    ...overrides,
  };
}

/** A quote endpoint that answers `answer(body)` and keeps every body it was sent. */
export function mockQuote(answer: (body: QuoteRequest) => Quote) {
  const sent: QuoteRequest[] = [];
  server.use(
    http.post('/api/v2/cart/quote', async ({ request }) => {
      const body = (await request.json()) as QuoteRequest;
      sent.push(body);
      return HttpResponse.json({ success: true, quote: answer(body) });
    }),
  );
  return sent;
}

export type QuoteRequest = {
  cart: {
    productId: string;
    isEvent: boolean;
    qty: number;
    size: string | null;
    color: string | null;
    sellingPrice?: number;
  }[];
  couponCode: string | null;
};

/** One shopper order on the server: GET answers it as it is now. */
export function mockUserOrder(initial: Order) {
  const state = { order: initial };
  server.use(
    http.get('/api/v2/get-selected-order-user/:id', ({ params }) =>
      params.id === state.order._id
        ? HttpResponse.json({ success: true, order: state.order })
        : apiError(404, 'not_found', 'Order not found.'),
    ),
  );
  return state;
}
