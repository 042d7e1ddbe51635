import type {
  AdminSeller,
  AuditEntry,
  Coupon,
  CouponBody,
  PlatformCouponCreated,
  Product,
  User,
  UserStatusBody,
  Withdrawal,
} from '@/api';
import type { DashboardStats } from './api/get-dashboard-stats';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import { ErrorCode } from '@/api';
import { RequireAdmin } from '@/lib/session';
import { anAdmin, mockSession } from '@/test/auth';
import { lazyRoute, renderRoutes, standIn } from '@/test/harness';
import { AdminLayout } from '@/test/layouts';
import { requestRecorder } from '@/test/requests';
import { answer, apiError, server } from '@/test/server';

import { adminPages } from './index';

// Test fixtures for the Admin's console: its pages mounted as the route table will mount them
// (lazily, behind the admin guard, in the admin layout), rows shaped as docs/admin.md has them,
// and a mocked API that keeps them, pages, searches and filters them as the server does, and
// records every call (`writesOf`, `readsOf` of `@/test/requests` read them).

/** Renders the console at `path`, signed in as `user` (the Admin), with toasts and no retries. */
export function renderAdminPage(path: string, { user = anAdmin() }: { user?: User } = {}) {
  mockSession({ user });
  return renderRoutes(
    [
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              lazyRoute('admin-dashboard', adminPages.dashboard),
              lazyRoute('admin-all-sellers', adminPages.sellers),
              lazyRoute('admin-all-users', adminPages.users),
              lazyRoute('admin-all-products', adminPages.products),
              lazyRoute('admin-all-events', adminPages.events),
              lazyRoute('admin-withdraw-request', adminPages.withdrawals),
              lazyRoute('admin-audit-log', adminPages.auditLog),
              lazyRoute('admin-coupons', adminPages.coupons),
              standIn('admin-all-orders', 'All orders'),
            ],
          },
        ],
      },
      standIn('login', 'Sign in'),
      standIn('', 'Home'),
      standIn('*', 'Elsewhere'),
    ],
    { path },
  );
}

/** The row whose header (its first cell) is `name`. */
export const rowOf = (name: string | RegExp) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement);

/** What a screen reader reads of an element: its text without the decorative (aria-hidden) parts. */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The row headers' text, top to bottom. */
export const rowNames = () => screen.queryAllByRole('rowheader').map(spokenText);

// ---- Fixtures -----------------------------------------------------------------------------

export function aSellerRow(overrides: Partial<AdminSeller> = {}): AdminSeller {
  return {
    _id: 'shop-1',
    name: 'Asha Verma',
    shopName: 'Haat Demo Bazaar',
    email: 'seller@example.com',
    phone: '9845012345',
    address: '21 Commercial Street, Bengaluru',
    zipCode: '560001',
    description: null,
    avatar: null,
    gstin: null,
    pan: null,
    legalName: null,
    registeredAddress: null,
    status: 'active',
    ratings: 4.5,
    createdAt: '2026-11-22T06:30:00Z',
    language: 'en',
    productCount: 24,
    availableBalance: 12345.5,
    ...overrides,
  };
}

export function aUserRow(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Priya Sharma',
    email: 'priya@example.com',
    role: 'user',
    phoneNumber: null,
    avatar: null,
    addresses: [],
    status: 'active',
    createdAt: '2026-11-22T09:30:00Z',
    language: 'en',
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'product-1',
    name: 'Block-printed cotton kurta',
    description: 'Hand block-printed in Jaipur.',
    category: 'Women',
    brand: 'Jaipur Looms',
    sizes: [],
    color: null,
    originalPrice: 1499,
    sellingPrice: 999,
    stock: 12,
    hsn: '6204',
    gstRate: 5,
    countryOfOrigin: 'IN',
    sold_out: 25,
    ratings: 0,
    numOfReviews: 0,
    images: ['/media/products/p1/display.jpg'],
    thumbnails: ['/media/products/p1/thumb.jpg'],
    shopId: 'shop-1',
    shop: { _id: 'shop-1', shopName: 'Jaipur Looms', avatar: null, ratings: 0 },
    isEvent: false,
    start_date: null,
    end_date: null,
    createdAt: '2026-11-22T10:00:00Z',
    ...overrides,
  };
}

export function aWithdraw(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    _id: 'withdraw-1',
    shopId: 'shop-1',
    shopName: 'Haat Demo Bazaar',
    amount: 1500,
    status: 'Processing',
    payout: {
      type: 'bank',
      holderName: 'Asha Verma',
      accountNumber: '123456789012',
      accountLast4: '9012',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
    },
    reason: null,
    createdAt: '2026-11-24T06:30:00Z',
    decidedAt: null,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'audit-1',
    actor: { _id: 'admin-1', name: 'Ops Team', email: 'ops@example.com' },
    action: 'shop.suspend',
    targetType: 'shop',
    targetId: 'shop-1',
    details: '{}',
    createdAt: '2026-11-24T06:30:00Z',
    ...overrides,
  };
}

export function aPlatformCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: 'coupon-1',
    name: 'WELCOME20',
    value: 20,
    minAmount: null,
    maxAmount: 500,
    expiresAt: null,
    expired: false,
    maxUses: null,
    maxUsesPerAccount: 1,
    selectedProduct: null,
    selectedProductName: null,
    shopId: null,
    uses: 0,
    createdAt: '2026-11-20T05:00:00Z',
    ...overrides,
  };
}

/** `count` rows made by `make`, numbered from 1 with three digits: `shop-001`. */
export const many = <T,>(count: number, make: (n: string) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(String(index + 1).padStart(3, '0')));

// ---- The mocked API -----------------------------------------------------------------------

type State = {
  sellers: AdminSeller[];
  users: User[];
  products: Product[];
  events: Product[];
  withdrawals: Withdrawal[];
  entries: AuditEntry[];
  coupons: Coupon[];
  stats: (days: number) => DashboardStats;
};

const notFound = (what: string) => apiError(404, ErrorCode.NOT_FOUND, `There is no such ${what}.`);

const DUPLICATE = 'A coupon with this code already exists. Choose another code.';

/**
 * The Admin API of docs/admin.md, docs/orders.md ("Withdrawals") and docs/catalog.md over the rows
 * given: lists page (`page`, `limit`), search (`search`, cut to 100 characters), filter
 * (`status`) and sort (`sort`) as the server does; writes change the rows and answer as the server does (404 for an
 * unknown id, 409 `already_decided`, `cannot_suspend_admin`, `duplicate_code`). `calls` records
 * every request, bodies as sent.
 */
export function mockAdminApi(initial: Partial<State> = {}) {
  const { stats, ...rows } = initial;
  const recorder = requestRecorder();
  const api: State & { calls: typeof recorder.calls } = {
    sellers: [],
    users: [],
    products: [],
    events: [],
    withdrawals: [],
    entries: [],
    coupons: [],
    // Copies: the writes change rows in place, and the rows given may be shared between tests.
    ...structuredClone(rows),
    stats:
      stats ??
      (() => {
        throw new Error('No dashboard figures were given to mockAdminApi.');
      }),
    calls: recorder.calls,
  };
  const { record } = recorder;
  // `sort=name` or `sort=-name` by the row's field of that name (a product's `shop` by its shop's
  // name), empty values last either way, as docs/admin.md "Sorting" says the server does.
  const sorted = <T,>(url: URL, rows: T[]) => {
    const sort = url.searchParams.get('sort');
    if (!sort) return rows;
    const descending = sort.startsWith('-');
    const field = descending ? sort.slice(1) : sort;
    const valueOf = (row: T): unknown => {
      const value = (row as Record<string, unknown>)[field];
      return value !== null && typeof value === 'object' && 'shopName' in value ? value.shopName : value;
    };
    return [...rows].sort((a, b) => {
      const [x, y] = [valueOf(a), valueOf(b)];
      if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).toLowerCase().localeCompare(String(y).toLowerCase());
      return descending ? -order : order;
    });
  };
  const paged = <T,>(url: URL, key: string, rows: T[]) => {
    const pageNumber = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return HttpResponse.json({
      success: true,
      [key]: sorted(url, rows).slice((pageNumber - 1) * limit, pageNumber * limit),
      total: rows.length,
      page: pageNumber,
      limit,
    });
  };
  const searched = (url: URL) => (url.searchParams.get('search') ?? '').slice(0, 100).toLowerCase();
  const has = (text: string, wanted: string) => text.toLowerCase().includes(wanted);
  const matches = (wanted: string) => (product: Product) =>
    !wanted || has(product.name, wanted) || has(product.shop.shopName, wanted);

  server.use(
    http.get('/api/v2/admin-get-all-seller', async ({ request }) => {
      const { url } = await record(request);
      const wanted = searched(url);
      const status = url.searchParams.get('status');
      return paged(
        url,
        'sellers',
        api.sellers.filter(
          (seller) =>
            (!status || seller.status === status) &&
            (!wanted ||
              has(seller.shopName, wanted) ||
              has(seller.name, wanted) ||
              has(seller.email, wanted)),
        ),
      );
    }),
    http.delete('/api/v2/delete-seller-by-admin/:id', async ({ request, params }) => {
      await record(request);
      const seller = api.sellers.find((row) => row._id === params.id);
      if (!seller) return notFound('shop');
      seller.status = 'suspended';
      return HttpResponse.json({ success: true, message: 'Shop suspended.' });
    }),
    http.put('/api/v2/reinstate-seller-by-admin/:id', async ({ request, params }) => {
      await record(request);
      const seller = api.sellers.find((row) => row._id === params.id);
      if (!seller) return notFound('shop');
      seller.status = 'active';
      return HttpResponse.json({ success: true, message: 'Shop reinstated.' });
    }),
    http.get('/api/v2/admin-get-all-users', async ({ request }) => {
      const { url } = await record(request);
      const wanted = searched(url);
      return paged(
        url,
        'users',
        api.users.filter((user) => !wanted || has(user.name, wanted) || has(user.email, wanted)),
      );
    }),
    http.put('/api/v2/admin-update-user-status/:id', async ({ request, params }) => {
      const { body } = await record(request);
      const user = api.users.find((row) => row._id === params.id);
      if (!user) return notFound('user');
      if (user.role === 'Admin')
        return apiError(409, ErrorCode.CANNOT_SUSPEND_ADMIN, 'An Admin account cannot be suspended.');
      user.status = (body as UserStatusBody).status;
      return HttpResponse.json({ success: true, user });
    }),
    http.get('/api/v2/admin-all-products', async ({ request }) => {
      const { url } = await record(request);
      return paged(url, 'products', api.products.filter(matches(searched(url))));
    }),
    http.get('/api/v2/admin-all-events', async ({ request }) => {
      const { url } = await record(request);
      return paged(url, 'events', api.events.filter(matches(searched(url))));
    }),
    http.delete('/api/v2/delete-product-admin/:id', async ({ request, params }) => {
      await record(request);
      const before = api.products.length + api.events.length;
      api.products = api.products.filter((row) => row._id !== params.id);
      api.events = api.events.filter((row) => row._id !== params.id);
      if (api.products.length + api.events.length === before) return notFound('product');
      return HttpResponse.json({ success: true, message: 'Product deleted successfully!' });
    }),
    http.get('/api/v2/get-all-withdraw-request', async ({ request }) => {
      const { url } = await record(request);
      const status = url.searchParams.get('status');
      return paged(
        url,
        'withdraws',
        api.withdrawals.filter((withdraw) => !status || withdraw.status === status),
      );
    }),
    http.put('/api/v2/update-withdraw-request/:id', async ({ request, params }) => {
      const { body } = await record(request);
      const withdraw = api.withdrawals.find((row) => row._id === params.id);
      if (!withdraw) return notFound('withdraw request');
      if (withdraw.status !== 'Processing')
        return apiError(409, ErrorCode.ALREADY_DECIDED, 'This request has already been decided.');
      const decision = body as { status: 'Succeed' | 'Rejected'; reason?: string };
      const reason = decision.reason?.trim() ?? '';
      if (decision.status === 'Rejected' && (reason.length < 3 || reason.length > 500))
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the reason.', {
          reason: 'give a reason of 3 to 500 characters',
        });
      withdraw.status = decision.status;
      withdraw.reason = decision.status === 'Rejected' ? reason : null;
      withdraw.decidedAt = '2026-11-25T06:30:00Z';
      return HttpResponse.json({ success: true, withdraw });
    }),
    http.get('/api/v2/admin-audit-log', async ({ request }) => {
      const { url } = await record(request);
      return paged(url, 'entries', api.entries);
    }),
    http.get('/api/v2/admin-coupons', async ({ request }) => {
      const { url } = await record(request);
      const wanted = searched(url);
      return paged(
        url,
        'couponCodes',
        api.coupons.filter((coupon) => !wanted || has(coupon.name, wanted)),
      );
    }),
    http.post('/api/v2/admin-create-coupon', async ({ request }) => {
      const { body } = await record(request);
      const sent = body as CouponBody;
      const name = sent.name.toUpperCase();
      if (api.coupons.some((coupon) => coupon.name === name))
        return apiError(409, ErrorCode.DUPLICATE_CODE, DUPLICATE, { name: DUPLICATE });
      const coupon: Coupon = {
        ...sent,
        _id: `coupon-new-${api.coupons.length + 1}`,
        name,
        minAmount: sent.minAmount ?? null,
        maxAmount: sent.maxAmount ?? null,
        expiresAt: sent.expiresAt ?? null,
        selectedProduct: null,
        selectedProductName: null,
        shopId: null,
        // As the server keeps them: no limit in all unless given, once per account unless given.
        maxUses: sent.maxUses ?? null,
        maxUsesPerAccount: sent.maxUsesPerAccount ?? 1,
        uses: 0,
        expired: false,
        createdAt: new Date().toISOString(),
      };
      api.coupons = [coupon, ...api.coupons];
      return answer<PlatformCouponCreated>({ success: true, coupon }, { status: 201 });
    }),
    http.delete('/api/v2/admin-delete-coupon/:id', async ({ request, params }) => {
      await record(request);
      if (!api.coupons.some((coupon) => coupon._id === params.id)) return notFound('coupon');
      api.coupons = api.coupons.filter((coupon) => coupon._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Coupon code deleted successfully!' });
    }),
    http.get('/api/v2/admin-dashboard-stats', async ({ request }) => {
      const { url } = await record(request);
      return HttpResponse.json({ success: true, ...api.stats(Number(url.searchParams.get('days') ?? 30)) });
    }),
  );
  return api;
}
