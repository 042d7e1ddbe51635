import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';

import { Toasts, createQueryClient } from '@/app/providers';
import { FullPageSpinner } from '@/components/Spinner';
import { RequireAdmin, RequireSeller } from '@/features/auth';
import { aSeller, anAdmin, mockSession } from '@/test/auth';
import { apiError, server } from '@/test/server';

import type { Order, OrderStatus } from '../api/schemas';
import { adminOrderPages, sellerOrderPages } from './index';

export { anItem, anOrder, someOrders } from './fixtures';

// Test helpers for the seller's and the Admin's order pages: the pages mounted as the route table
// will mount them (lazily, behind their guards), orders shaped as docs/orders.md has them, and a
// mocked API that keeps the orders, pages and filters them, and records every call.

type LazyPage = (typeof sellerOrderPages)[keyof typeof sellerOrderPages];
const page = (path: string, lazy: LazyPage) => ({ path, lazy, hydrateFallbackElement: <FullPageSpinner /> });

/**
 * Renders an order page at `path`, signed in as the seller of shop-1 (`as: 'seller'`) or as the
 * Admin, with toasts and a fresh QueryClient as the app's but without retries.
 */
export function renderOrderPage(
  path: string,
  { as = 'seller', strict = false }: { as?: 'seller' | 'admin'; strict?: boolean } = {},
) {
  mockSession(as === 'seller' ? { seller: aSeller() } : { user: anAdmin() });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(
    [
      {
        element: <RequireSeller />,
        children: [
          page('shop-dashboard/orders', sellerOrderPages.orders),
          page('shop/order/:orderId/:sellerId', sellerOrderPages.order),
          page('shop/order/:orderId/:sellerId/invoice', sellerOrderPages.invoice),
          page('shop-dashboard-refund', sellerOrderPages.refunds),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          page('admin-all-orders', adminOrderPages.orders),
          page('admin/order/:id', adminOrderPages.order),
          page('admin/order/:id/invoice', adminOrderPages.invoice),
        ],
      },
      { path: 'shop/preview/:id', element: <h1>Shop preview</h1> },
      { path: 'shop-login', element: <h1>Seller sign-in</h1> },
      { path: 'login', element: <h1>Sign in</h1> },
      { index: true, element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}

const DELIVERY_PATH: OrderStatus[] = [
  'Processing',
  'Transferred to delivery partner',
  'Shipping',
  'On the way',
  'Delivered',
];

/** What the mocked server lets a shop move an order to next: the rest of the delivery path. */
const nextStatusesOf = (status: OrderStatus) => {
  const here = DELIVERY_PATH.indexOf(status);
  return here === -1 ? [] : DELIVERY_PATH.slice(here + 1);
};

type Call = { method: string; path: string; search: URLSearchParams; body: unknown };

/**
 * The orders API of docs/orders.md over `orders`: lists filter by `status` (repeatable) and page,
 * reads find one order, and the two writes follow the status machine (a no-op or a step back is
 * answered 409 `status_not_allowed`, as the server does). `calls` records every request.
 */
export function mockOrderApi(initial: Order[] = []) {
  const api = { orders: [...initial], calls: [] as Call[] };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body: unknown = request.method === 'GET' ? undefined : await request.json();
    api.calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
    return { url, body };
  };
  const list = (url: URL, orders: Order[]) => {
    const statuses = url.searchParams.getAll('status');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const matching = orders.filter((order) => statuses.length === 0 || statuses.includes(order.status));
    return HttpResponse.json({
      success: true,
      orders: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      page,
      limit,
    });
  };
  const find = (id: unknown) => api.orders.find((order) => order._id === id);
  const notFound = () => apiError(404, 'not_found', 'There is no such order.');
  const change = (order: Order, status: OrderStatus, by: string) => {
    const changed: Order = {
      ...order,
      status,
      history: [...order.history, { status, createdAt: '2026-11-24T10:00:00Z', by }],
      nextStatuses: nextStatusesOf(status),
      deliveredAt: status === 'Delivered' ? '2026-11-24T10:00:00Z' : order.deliveredAt,
      refundedAt: status === 'Refund Success' ? '2026-11-24T10:00:00Z' : order.refundedAt,
    };
    api.orders = api.orders.map((each) => (each._id === order._id ? changed : each));
    return changed;
  };
  const refused = (from: OrderStatus, to: unknown) =>
    apiError(409, 'status_not_allowed', `An order cannot move from ${from} to ${String(to)}.`);

  server.use(
    http.get('/api/v2/get-all-orders-shop/:shopId', async ({ request, params }) => {
      const { url } = await record(request);
      return list(
        url,
        api.orders.filter((order) => order.shopId === params.shopId),
      );
    }),
    http.get('/api/v2/get-all-orders-admin', async ({ request }) => {
      const { url } = await record(request);
      return list(url, api.orders);
    }),
    http.get('/api/v2/get-selected-order-shop/:orderId/:sellerId', async ({ request, params }) => {
      await record(request);
      const order = find(params.orderId);
      if (!order || order.shopId !== params.sellerId) return notFound();
      return HttpResponse.json({ success: true, order });
    }),
    http.get('/api/v2/get-selected-order-details/:id', async ({ request, params }) => {
      await record(request);
      const order = find(params.id);
      return order ? HttpResponse.json({ success: true, order }) : notFound();
    }),
    http.put('/api/v2/update-order-status/:orderId/:sellerId', async ({ request, params }) => {
      const { body } = await record(request);
      const order = find(params.orderId);
      if (!order || order.shopId !== params.sellerId) return notFound();
      const status = (body as { status?: OrderStatus }).status;
      const allowed = DELIVERY_PATH.indexOf(order.status);
      if (!status || allowed === -1 || DELIVERY_PATH.indexOf(status) <= allowed)
        return refused(order.status, status);
      return HttpResponse.json({
        success: true,
        message: `Order status updated to ${status}.`,
        order: change(order, status, 'shop'),
      });
    }),
    http.put('/api/v2/shop-order-refund-success/:id', async ({ request, params }) => {
      const { body } = await record(request);
      const order = find(params.id);
      if (!order) return notFound();
      const status = (body as { status?: OrderStatus }).status;
      if (order.status !== 'Processing Refund' || status !== 'Refund Success')
        return refused(order.status, status);
      return HttpResponse.json({
        success: true,
        message: 'Refund approved.',
        order: change(order, 'Refund Success', 'shop'),
      });
    }),
  );
  return api;
}

/** The writes the page made: method, path and body. */
export const writesOf = (api: ReturnType<typeof mockOrderApi>) =>
  api.calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

/** A user who types without pausing between keys. */
export const setupUser = () => userEvent.setup({ delay: null });

/**
 * Lets the query library tell the page what changed: it notifies on a timer, after the promise a
 * test awaits has settled, so a page checked straight away would still show the state before.
 */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
