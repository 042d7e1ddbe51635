import { HttpResponse, http } from 'msw';

import { ErrorCode, type Order, type OrderItem, type OrderStatus } from '@/api';
import { RequireAdmin, RequireSeller } from '@/lib/session';
import { aSeller, anAdmin, mockSession } from '@/test/auth';
import { lazyRoute, renderRoutes, standIn } from '@/test/harness';
import { requestRecorder } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { adminOrderPages, sellerOrderPages } from './index';

// Test fixtures for the seller's and the Admin's order pages: the pages mounted as the route table
// will mount them (lazily, behind their guards), orders shaped as docs/orders.md has them, and a
// mocked API that keeps the orders, pages and filters them, and records every call.

/**
 * Renders an order page at `path`, signed in as the seller of shop-1 (`as: 'seller'`) or as the
 * Admin, with toasts and a fresh QueryClient as the app's but without retries.
 */
export function renderOrderPage(
  path: string,
  { as = 'seller', strict = false }: { as?: 'seller' | 'admin'; strict?: boolean } = {},
) {
  mockSession(as === 'seller' ? { seller: aSeller() } : { user: anAdmin() });
  return renderRoutes(
    [
      {
        element: <RequireSeller />,
        children: [
          lazyRoute('shop-dashboard/orders', sellerOrderPages.orders),
          lazyRoute('shop/order/:orderId/:sellerId', sellerOrderPages.order),
          lazyRoute('shop-dashboard-refund', sellerOrderPages.refunds),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          lazyRoute('admin-all-orders', adminOrderPages.orders),
          lazyRoute('admin/order/:id', adminOrderPages.order),
        ],
      },
      standIn('shop/preview/:id', 'Shop preview'),
      standIn('shop-login', 'Seller sign-in'),
      standIn('login', 'Sign in'),
      standIn('', 'Home'),
    ],
    { path, strict },
  );
}

// Orders shaped exactly as docs/orders.md "Shapes", for MSW handlers and props.

export function anItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    _id: 'prod-kurta',
    productId: 'prod-kurta',
    name: 'Block-printed cotton kurta',
    images: ['/media/orders/kurta-thumb.jpg'],
    sellingPrice: 499,
    qty: 2,
    size: 'M',
    color: 'Indigo',
    isEvent: false,
    lineTotal: 998,
    discount: 0,
    ...overrides,
  };
}

/** An order of shop-1, cash on delivery, placed late on 22 November 2026 (UTC), so 23 November in India. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '6650a1b2c3d4e5f6a7b8c9d0',
    shopId: 'shop-1',
    checkoutId: 'checkout-1',
    createdAt: '2026-11-22T20:30:00Z',
    updatedAt: '2026-11-22T20:30:00Z',
    status: 'Processing',
    cart: [
      anItem(),
      anItem({
        _id: 'prod-diya',
        productId: 'prod-diya',
        name: 'Brass diya',
        images: ['/media/orders/diya-thumb.jpg'],
        sellingPrice: 49.9,
        qty: 1,
        size: null,
        color: null,
        lineTotal: 49.9,
      }),
    ],
    paymentInfo: { status: 'pending', type: 'Cash On Delivery', method: 'cod' },
    shippingAddress: {
      name: 'Priya Sharma',
      phoneNumber: '9876543210',
      address1: '12 MG Road',
      address2: 'Near Trinity Metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zipCode: '560001',
    },
    user: { _id: 'user-1', name: 'Priya Sharma', email: 'priya@example.com', phoneNumber: '9876543210' },
    shop: {
      _id: 'shop-1',
      shopName: 'Haat Demo Bazaar',
      email: 'seller@example.com',
      phone: '9845012345',
      address: '21 Commercial Street, Bengaluru',
      zipCode: '560001',
      avatar: null,
    },
    subTotalPrice: 1047.9,
    shippingPrice: 0,
    discountPrice: 0,
    totalPrice: 1047.9,
    couponCode: null,
    invoiceNumber: 'INV/2627/000042',
    cancellationCreditNoteNumber: null,
    gstin: null,
    deliveredAt: null,
    refundRequestedAt: null,
    refundedAt: null,
    cancelledAt: null,
    refundableUntil: null,
    courier: null,
    trackingNumber: null,
    expectedDelivery: null,
    returns: [],
    escalatableUntil: null,
    refundedPrice: 0,
    history: [{ status: 'Processing', createdAt: '2026-11-22T20:30:00Z', by: 'user', reason: null }],
    nextStatuses: ['Transferred to delivery partner', 'Shipping', 'On the way', 'Delivered'],
    ...overrides,
  };
}

/** `count` orders of shop-1, newest first, with ids order-001… */
export function someOrders(count: number, overrides: Partial<Order> = {}): Order[] {
  return Array.from({ length: count }, (_, index) =>
    anOrder({ _id: `order-${String(index + 1).padStart(3, '0')}-abcdef`, ...overrides }),
  );
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

/**
 * Whether an order matches a list's `q`, as the server has it: its id starts with the text (dashes
 * or none), or its buyer's name or email, its shop's name, its addressee or its invoice number
 * contains it, in any case; the server reads 100 characters at most. Blank matches every order.
 */
function matchesQ(order: Order, q: string): boolean {
  const wanted = q.trim().slice(0, 100).toLowerCase();
  if (!wanted) return true;
  const undashed = (text: string) => text.replaceAll('-', '');
  const id = order._id.toLowerCase();
  return (
    id.startsWith(wanted) ||
    (undashed(wanted) !== '' && undashed(id).startsWith(undashed(wanted))) ||
    [order.user.name, order.user.email, order.shop.shopName, order.shippingAddress.name, order.invoiceNumber]
      .filter((field): field is string => Boolean(field))
      .some((field) => field.toLowerCase().includes(wanted))
  );
}

/**
 * The orders API of docs/orders.md over `orders`: lists filter by `status` (repeatable) and `q`,
 * and page; reads find one order, and the two writes follow the status machine (a no-op or a step
 * back is answered 409 `status_not_allowed`, as the server does). `calls` records every request.
 */
export function mockOrderApi(initial: Order[] = []) {
  const { calls, record } = requestRecorder();
  const api = { orders: [...initial], calls };
  const list = (url: URL, orders: Order[]) => {
    const statuses = url.searchParams.getAll('status');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const q = url.searchParams.get('q') ?? '';
    const matching = orders.filter(
      (order) => (statuses.length === 0 || statuses.includes(order.status)) && matchesQ(order, q),
    );
    return HttpResponse.json({
      success: true,
      orders: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      page,
      limit,
    });
  };
  const find = (id: unknown) => api.orders.find((order) => order._id === id);
  const notFound = () => apiError(404, ErrorCode.NOT_FOUND, 'There is no such order.');
  const change = (order: Order, status: OrderStatus, by: string, reason: string | null = null) => {
    const changed: Order = {
      ...order,
      status,
      history: [...order.history, { status, createdAt: '2026-11-24T10:00:00Z', by, reason }],
      cancelledAt: status === 'Cancelled' ? '2026-11-24T10:00:00Z' : order.cancelledAt,
      nextStatuses: nextStatusesOf(status),
      deliveredAt: status === 'Delivered' ? '2026-11-24T10:00:00Z' : order.deliveredAt,
      refundedAt: status === 'Refund Success' ? '2026-11-24T10:00:00Z' : order.refundedAt,
    };
    api.orders = api.orders.map((each) => (each._id === order._id ? changed : each));
    return changed;
  };
  const refused = (from: OrderStatus, to: unknown) =>
    apiError(409, ErrorCode.STATUS_NOT_ALLOWED, `An order cannot move from ${from} to ${String(to)}.`);

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
      const { courier = null, trackingNumber = null, expectedDelivery = null } = body as Partial<Order>;
      const changed = change(order, status, 'shop');
      if (status === 'Transferred to delivery partner') {
        Object.assign(changed, {
          courier,
          trackingNumber: trackingNumber?.toUpperCase() ?? null,
          expectedDelivery,
        });
      }
      return HttpResponse.json({
        success: true,
        message: `Order status updated to ${status}.`,
        order: changed,
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
    http.put('/api/v2/shop-order-refund-reject/:id', async ({ request, params }) => {
      const { body } = await record(request);
      const order = find(params.id);
      if (!order) return notFound();
      if (order.status !== 'Processing Refund') return refused(order.status, 'Refund Rejected');
      const { reason } = body as { reason: string };
      const changed = change(order, 'Refund Rejected', 'shop', reason);
      changed.returns = changed.returns.map((ret) =>
        ret.status === 'requested' ? { ...ret, status: 'rejected', rejectionReason: reason } : ret,
      );
      return HttpResponse.json({ success: true, message: 'Return rejected.', order: changed });
    }),
    http.put('/api/v2/admin-refund-decision/:id', async ({ request, params }) => {
      const { body } = await record(request);
      const order = find(params.id);
      if (!order) return notFound();
      const { decision, reason = null } = body as { decision: string; reason?: string | null };
      const to = decision === 'approve' ? 'Refund Success' : 'Refund Declined';
      if (order.status !== 'Refund Escalated') return refused(order.status, to);
      const changed = change(order, to, 'admin', reason);
      changed.returns = changed.returns.map((ret) =>
        ret.status === 'escalated'
          ? { ...ret, status: decision === 'approve' ? 'approved' : 'declined', declinedReason: reason }
          : ret,
      );
      return HttpResponse.json({ success: true, message: 'Return declined.', order: changed });
    }),
    http.post('/api/v2/shop-order-cancel/:id', async ({ request, params }) => {
      const { body } = await record(request);
      const order = find(params.id);
      if (!order) return notFound();
      if (order.status !== 'Processing') return refused(order.status, 'Cancelled');
      const { reason } = body as { reason: string };
      return HttpResponse.json({
        success: true,
        message: 'The order has been cancelled.',
        order: change(order, 'Cancelled', 'shop', reason),
      });
    }),
  );
  return api;
}
