import { HttpResponse, http } from 'msw';

import type { Order, OrdersPage, SellerWithBalance } from '@/api';
import { RequireSeller } from '@/lib/session';
import { aSeller, mockSession } from '@/test/auth';
import { lazyRoute, renderRoutes, standIn } from '@/test/harness';
import { anOrder as aShopperOrder } from '@/test/orders';
import { answer, server } from '@/test/server';

import type { DashboardStats, DayFigure } from './api/get-dashboard-stats';
import { sellerDashboardPages } from './index';

// Test fixtures for the seller's dashboard: the page mounted as the route table will mount it
// (lazily, behind the seller guard), the dashboard's figures shaped as docs/orders.md has them,
// and a mocked API that records the windows asked for. The shop profile, which the app composes
// with the catalogue's shop page, is tested in `src/app/pages`.

/** Renders the dashboard at `path` signed in as `seller` (shop-1), with toasts and a QueryClient without retries. */
export function renderSellerPage(path: string, { seller = aSeller() }: { seller?: SellerWithBalance } = {}) {
  mockSession({ seller });
  return renderRoutes(
    [
      {
        element: <RequireSeller />,
        children: [lazyRoute('shop-dashboard', sellerDashboardPages.dashboard)],
      },
      standIn('shop-login', 'Seller sign-in'),
    ],
    { path },
  );
}

/** `count` days ending on 25 Nov 2026, oldest first, with the figures `figure` gives each (zeros by default). */
export function someDays(
  count: number,
  figure: (index: number) => Partial<DayFigure> = () => ({}),
): DayFigure[] {
  const last = Date.UTC(2026, 10, 25);
  return Array.from({ length: count }, (_, index) => ({
    date: new Date(last - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    orders: 0,
    revenue: 0,
    ...figure(index),
  }));
}

const ZERO_STATUSES = {
  'Awaiting payment': 0,
  Processing: 0,
  'Transferred to delivery partner': 0,
  Shipping: 0,
  'On the way': 0,
  Delivered: 0,
  'Processing Refund': 0,
  'Refund Success': 0,
  'Refund Rejected': 0,
  'Refund Escalated': 0,
  'Refund Declined': 0,
  Cancelled: 0,
};

/** A shop's figures as GET /shop-dashboard-stats answers them; a brand-new shop's unless overridden. */
export function someStats(overrides: Partial<DashboardStats> = {}, days = 30): DashboardStats {
  return {
    balance: { available: 0, pending: 0, held: 0, paidOut: 0 },
    productCount: 0,
    eventCount: 0,
    ordersByStatus: { ...ZERO_STATUSES },
    totals: { orders: 0, revenue: 0 },
    byDay: someDays(days),
    lowStock: [],
    ...overrides,
  };
}

/** An order of shop-1 as GET /get-all-orders-shop sends it. */
export function anOrder(id: string, overrides: Partial<Order> = {}): Order {
  return aShopperOrder({
    _id: id,
    shopId: 'shop-1',
    createdAt: '2026-11-25T05:00:00Z',
    status: 'Processing',
    cart: [
      {
        _id: 'p1',
        productId: 'p1',
        name: 'Kurta',
        images: [],
        qty: 2,
        size: null,
        color: null,
        isEvent: false,
        sellingPrice: 499,
        lineTotal: 998,
        discount: 0,
      },
    ],
    user: { _id: 'user-1', name: 'Priya Sharma', email: 'priya@example.com', phoneNumber: null },
    subTotalPrice: 998,
    shippingPrice: 49.9,
    discountPrice: 0,
    totalPrice: 1047.9,
    ...overrides,
  });
}

/**
 * GET /shop-dashboard-stats answering `stats(days)` for the window asked for, and the shop's
 * latest orders. `windows` records each `days` asked for.
 */
export function mockDashboardApi(stats: (days: number) => DashboardStats | Response, orders: Order[] = []) {
  const api = { windows: [] as number[] };
  server.use(
    http.get('/api/v2/shop-dashboard-stats', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      api.windows.push(days);
      const answer = stats(days);
      return answer instanceof Response ? answer : HttpResponse.json({ success: true, ...answer });
    }),
    http.get('/api/v2/get-all-orders-shop/:shopId', () =>
      answer<OrdersPage>({ success: true, orders, total: orders.length, page: 1, limit: 5 }),
    ),
  );
  return api;
}
