import { HttpResponse, http } from 'msw';

import {
  ErrorCode,
  type Order,
  type OrdersPage,
  type ReviewChecklist,
  type SellerResponse,
  type SellerWithBalance,
  type SubmitReviewBody,
} from '@/api';
import { RequireSeller } from '@/lib/session';
import { aSeller, mockSession } from '@/test/auth';
import { lazyRoute, renderRoutes, standIn } from '@/test/harness';
import { anOrder as aShopperOrder } from '@/test/orders';
import { requestRecorder } from '@/test/requests';
import { answer, apiError, server } from '@/test/server';

import type { DashboardStats, DayFigure } from './api/get-dashboard-stats';
import { CHECKLIST_KEYS, type ChecklistKey } from './api/get-review-checklist';
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

/** What the server says each unfinished checklist item asks for (`fields` of a `review_incomplete`). */
export const REVIEW_ITEM_MESSAGES: Record<ChecklistKey, string> = {
  description: 'add a description of your shop',
  gstin: 'add your GSTIN, or declare that your business is not registered for GST',
  pan: "add your business's PAN",
  withdrawMethod: 'add a bank account or UPI id for payouts',
  products: 'add at least one product',
};

/**
 * The review checklist and its submission (docs/identity.md "A shop's review") over `seller`, the
 * very object the session answers with: GET /shop-review-checklist says where its review stands
 * and which items are `done` (`gstin` is also done by a GSTIN or an earlier declaration); POST
 * /shop-submit-review refuses as the server does (409 `review_incomplete` naming each item left,
 * `review_pending`, `review_approved`), else marks the seller submitted, so the next GET /getseller
 * says so. A submission waits for `hold` when given. `calls` records every request.
 */
export function mockReviewApi(
  seller: SellerWithBalance,
  { done = {}, hold }: { done?: Partial<Record<ChecklistKey, boolean>>; hold?: Promise<unknown> } = {},
) {
  const { calls, record } = requestRecorder();
  const items = () =>
    CHECKLIST_KEYS.map((key) => ({
      key,
      done: Boolean(done[key] || (key === 'gstin' && (seller.gstin || seller.gstUnregistered))),
    }));
  server.use(
    http.get('/api/v2/shop-review-checklist', async ({ request }) => {
      await record(request);
      const list = items();
      return answer<ReviewChecklist>({
        success: true,
        reviewStatus: seller.reviewStatus,
        reviewReason: seller.reviewReason,
        ready: list.every((item) => item.done),
        items: list,
      });
    }),
    http.post('/api/v2/shop-submit-review', async ({ request }) => {
      const { body } = await record(request);
      await hold;
      if (seller.reviewStatus === 'submitted')
        return apiError(409, ErrorCode.REVIEW_PENDING, 'Your shop is already waiting for review.');
      if (seller.reviewStatus === 'approved')
        return apiError(409, ErrorCode.REVIEW_APPROVED, 'Your shop is already approved.');
      const declares = (body as SubmitReviewBody | undefined)?.gstUnregistered === true;
      const missing = items().filter((item) => !item.done && !(item.key === 'gstin' && declares));
      if (missing.length > 0)
        return apiError(
          409,
          ErrorCode.REVIEW_INCOMPLETE,
          'Your shop is not ready for review yet: finish each item of the checklist.',
          Object.fromEntries(missing.map((item) => [item.key, REVIEW_ITEM_MESSAGES[item.key]])),
        );
      if (declares && !seller.gstin) seller.gstUnregistered = true;
      seller.reviewStatus = 'submitted';
      seller.reviewReason = null;
      return answer<SellerResponse>({ success: true, seller });
    }),
  );
  return { calls };
}
