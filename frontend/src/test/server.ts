import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

import { type Error as ErrorBody, ErrorCode } from '@/api';

import { aMarketplaceInfo } from './marketplace';

/**
 * An answer of the mocked API, typed as the contract says (`answer<ShopProducts>({...})`): a
 * fixture that leaves out a field the server always sends fails the type check, as the page's
 * parsing would fail at run time.
 */
export function answer<T extends object>(body: NoInfer<T>, init?: ResponseInit) {
  return HttpResponse.json(body, init);
}

/** The server's error body (the contract's `Error`): `{success: false, message, error: {code, message, fields}}`. */
export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  fields: Record<string, string> = {},
) {
  return answer<ErrorBody>({ success: false, message, error: { code, message, fields } }, { status });
}

export const signedOut = () => apiError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');

/**
 * The mocked API. Every page loads the shopper and the seller as it starts (docs/product.md §7.1); by default
 * nobody is signed in. Tests add what they need with `server.use(...)` or `mockSession(...)`.
 */
const EMPTY_FACETS = { categories: [], brands: [], sizes: [], colors: [] };
const NO_MONEY = { available: 0, pending: 0, held: 0, paidOut: 0 };
const STATUSES = [
  'Awaiting payment',
  'Processing',
  'Transferred to delivery partner',
  'Shipping',
  'On the way',
  'Delivered',
  'Processing Refund',
  'Refund Success',
  'Cancelled',
];
const noOrders = () => Object.fromEntries(STATUSES.map((status) => [status, 0]));
/** Thirty days ending today, with nothing in them. */
const emptyDays = (withCommission: boolean) =>
  Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.now() - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    return withCommission
      ? { date: day, orders: 0, revenue: 0, commission: 0 }
      : { date: day, orders: 0, revenue: 0 };
  });
const emptyPage = (key: string) =>
  HttpResponse.json({ success: true, [key]: [], total: 0, page: 1, limit: 20 });
const emptyShopStats = () => ({
  success: true,
  balance: NO_MONEY,
  productCount: 0,
  eventCount: 0,
  ordersByStatus: noOrders(),
  totals: { orders: 0, revenue: 0 },
  byDay: emptyDays(false),
  lowStock: [],
});
const emptyAdminStats = () => ({
  success: true,
  totals: { orders: 0, revenue: 0, commission: 0, sellers: 0, users: 0, products: 0, pendingWithdrawals: 0 },
  ordersByStatus: noOrders(),
  byDay: emptyDays(true),
});

/** Every topic of a shopper's (`as` absent) or a shop's (`as=seller`) notifications, all emailed. */
export function defaultNotificationSettings(as: string | null) {
  const topics =
    as === 'seller'
      ? ['new-orders', 'cancellations', 'refunds', 'withdrawals', 'low-stock', 'daily-summary']
      : ['order-placed', 'payments', 'deliveries', 'cancellations', 'refunds', 'reviews'];
  const locked = new Set(['order-placed', 'refunds', 'withdrawals']);
  return topics.map((topic) => ({ topic, email: true, locked: locked.has(topic) }));
}

export const server = setupServer(
  http.get('/api/v2/getuser', signedOut),
  http.get('/api/v2/getseller', signedOut),
  // An empty catalogue, so pages that show products (the home page on every storefront route)
  // load cleanly; catalogue tests replace these with their own.
  http.get('/api/v2/products', () =>
    HttpResponse.json({
      success: true,
      products: [],
      productsCount: 0,
      page: 1,
      limit: 8,
      facets: EMPTY_FACETS,
    }),
  ),
  http.get('/api/v2/products-search', () => HttpResponse.json({ success: true, product: [] })),
  // Cash on delivery only, as a server without Razorpay's keys answers; tests of paying online
  // replace it.
  http.get('/api/v2/payment/config', () => HttpResponse.json({ success: true, razorpay: null })),
  http.get('/api/v2/shop-delivery', () =>
    HttpResponse.json({
      success: true,
      delivery: {
        area: 'india',
        states: [],
        pinPrefixes: [],
        dispatchDays: 2,
        daysSameCity: 1,
        daysSameState: 3,
        daysRestOfIndia: 6,
      },
    }),
  ),
  // Who runs Haat, which the footer shows on every storefront page.
  http.get('/api/v2/marketplace-info', () => HttpResponse.json(aMarketplaceInfo())),
  http.get('/api/v2/get-all-events-user', () => HttpResponse.json({ success: true, events: [] })),
  http.get('/api/v2/get-all-product-shop/:shopId', () =>
    HttpResponse.json({ success: true, products: [], productsCount: 0, total: 0, page: 1, limit: 100 }),
  ),
  http.get('/api/v2/get-all-event-shop/:shopId', () =>
    HttpResponse.json({ success: true, events: [], total: 0, page: 1, limit: 20 }),
  ),
  // The seller's bulk uploads: none yet.
  http.get('/api/v2/shop-products-imports', () => HttpResponse.json({ success: true, jobs: [] })),
  http.get('/api/v2/get-product-details/:id', () =>
    apiError(404, ErrorCode.NOT_FOUND, 'There is no such product.'),
  ),
  http.get('/api/v2/get-same-products/:id', () =>
    apiError(404, ErrorCode.NOT_FOUND, 'There is no such product.'),
  ),
  http.get('/api/v2/get-shop-info/:id', () => apiError(404, ErrorCode.NOT_FOUND, 'There is no such shop.')),
  http.get('/api/v2/get-selected-order-user/:id', () =>
    apiError(404, ErrorCode.NOT_FOUND, 'There is no such order.'),
  ),
  http.get('/api/v2/get-selected-order-shop/:orderId/:sellerId', () =>
    apiError(404, ErrorCode.NOT_FOUND, 'There is no such order.'),
  ),
  http.get('/api/v2/get-selected-order-details/:id', () =>
    apiError(404, ErrorCode.NOT_FOUND, 'There is no such order.'),
  ),
  http.get('/api/v2/get-all-orders-shop/:shopId', () =>
    HttpResponse.json({ success: true, orders: [], total: 0, page: 1, limit: 20 }),
  ),
  http.get('/api/v2/get-coupon/:shopId', () =>
    HttpResponse.json({ success: true, couponCodes: [], total: 0, page: 1, limit: 20 }),
  ),
  http.get('/api/v2/get-all-orders-admin', () =>
    HttpResponse.json({ success: true, orders: [], total: 0, page: 1, limit: 20 }),
  ),
  // Seller money and the operator's console (docs/orders.md, docs/admin.md): nothing yet.
  http.get('/api/v2/shop-dashboard-stats', () => HttpResponse.json(emptyShopStats())),
  http.get('/api/v2/shop-ledger', () =>
    HttpResponse.json({ success: true, balance: NO_MONEY, lines: [], total: 0, page: 1, limit: 20 }),
  ),
  http.get('/api/v2/shop-withdraw-requests', () => emptyPage('withdraws')),
  http.get('/api/v2/shop-statement', ({ request }) => {
    const zero = { sale: 0, commission: 0, commissionGst: 0, tcs: 0, tds: 0, net: 0 };
    const month = new URL(request.url).searchParams.get('month') ?? '2026-11';
    return HttpResponse.json({ success: true, month, rows: [], totals: zero });
  }),
  http.get('/api/v2/admin-dashboard-stats', () => HttpResponse.json(emptyAdminStats())),
  http.get('/api/v2/admin-get-all-seller', () => emptyPage('sellers')),
  http.get('/api/v2/admin-sellers-review', () => emptyPage('items')),
  http.get('/api/v2/admin-products-review', () => emptyPage('items')),
  http.get('/api/v2/admin-get-all-users', () => emptyPage('users')),
  http.get('/api/v2/admin-all-products', () => emptyPage('products')),
  http.get('/api/v2/admin-all-events', () => emptyPage('events')),
  http.get('/api/v2/get-all-withdraw-request', () => emptyPage('withdraws')),
  http.get('/api/v2/admin-audit-log', () => emptyPage('entries')),
  http.get('/api/v2/admin-coupons', () => emptyPage('couponCodes')),
  // The headers' bells and the notification settings (a signed-in shopper's or seller's): no
  // notifications yet, every email on.
  http.get('/api/v2/notifications', () =>
    HttpResponse.json({ success: true, items: [], unread: 0, total: 0, page: 1, limit: 20 }),
  ),
  // Buyer–seller messages (the account's Messages tab, the shop's inbox, the Admin's reported
  // conversations): none yet.
  http.get('/api/v2/conversations', () =>
    HttpResponse.json({ success: true, items: [], total: 0, page: 1, limit: 20, unread: 0 }),
  ),
  http.get('/api/v2/admin-conversations', () =>
    HttpResponse.json({ success: true, items: [], total: 0, page: 1, limit: 20 }),
  ),
  http.get('/api/v2/notification-settings', ({ request }) =>
    HttpResponse.json({
      success: true,
      settings: defaultNotificationSettings(new URL(request.url).searchParams.get('as')),
    }),
  ),
);
