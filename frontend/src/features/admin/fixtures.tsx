import type {
  AdminGrievanceAnswer,
  AdminGrievanceDto,
  AdminSeller,
  AuditEntry,
  CommissionPreview,
  CommissionPreviewInput,
  CommissionRule,
  CommissionRuleInput,
  CommissionRules,
  CommissionRulesInput,
  Coupon,
  CouponBody,
  PlatformCouponCreated,
  Product,
  ProductReviewDecided,
  ProductReviewItem,
  SellerResponse,
  SellerReviewItem,
  TcsFigures,
  TcsReportAnswer,
  TcsReportRowDto,
  User,
  UserStatusBody,
  Withdrawal,
} from '@/api';
import type { DashboardStats } from './api/get-dashboard-stats';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import { ErrorCode } from '@/api';
import { CATEGORIES } from '@/lib/categories';
import { recentMonthsInIndia } from '@/lib/dates';
import { fromPaise, toPaise } from '@/lib/money';
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
              lazyRoute('admin-sellers-review', adminPages.sellerReviews),
              lazyRoute('admin-products-review', adminPages.productReviews),
              lazyRoute('admin-all-users', adminPages.users),
              lazyRoute('admin-all-products', adminPages.products),
              lazyRoute('admin-all-events', adminPages.events),
              lazyRoute('admin-withdraw-request', adminPages.withdrawals),
              lazyRoute('admin-audit-log', adminPages.auditLog),
              lazyRoute('admin-coupons', adminPages.coupons),
              lazyRoute('admin-tax-reports', adminPages.taxReports),
              lazyRoute('admin-grievances', adminPages.grievances),
              lazyRoute('admin-commission', adminPages.commission),
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
    reviewStatus: 'approved',
    reviewReason: null,
    gstUnregistered: false,
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

export function aTcsRow(overrides: Partial<TcsReportRowDto> = {}): TcsReportRowDto {
  return {
    gstin: '29AAPFU0939F1ZR',
    legalName: 'Haat Demo Bazaar Private Limited',
    buyers: 'unregistered',
    grossValue: 1904.76,
    returnedValue: 0,
    netValue: 1904.76,
    igst: 19.05,
    cgst: 0,
    sgst: 0,
    ...overrides,
  };
}

export function aGrievance(overrides: Partial<AdminGrievanceDto> = {}): AdminGrievanceDto {
  return {
    _id: 'grievance-1',
    ticket: 'GRV-261124-0A1B2C3D',
    subject: 'Kurta arrived torn',
    message:
      'The kurta I ordered arrived with a tear along the seam.\nI asked the shop for a return a week ago and have heard nothing.',
    orderId: '7f3c9a21-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
    status: 'open',
    answer: null,
    answeredAt: null,
    closedAt: null,
    createdAt: '2026-11-24T06:30:00Z',
    dueBy: '2026-12-24T06:30:00Z',
    overdue: false,
    from: { kind: 'user', id: 'user-1', name: 'Priya Sharma', email: 'priya@example.com' },
    ...overrides,
  };
}

/** A shop waiting for review as GET /admin-sellers-review sends it: everything its seller filled in. */
export function aShopToReview(overrides: Partial<SellerReviewItem> = {}): SellerReviewItem {
  return {
    _id: 'shop-kutch',
    name: 'Hetal Parmar',
    shopName: 'Kutch Mirror Work',
    email: 'kutch@example.com',
    phone: '9825012345',
    address: '7 Station Road, Bhuj',
    zipCode: '370001',
    description: 'Hand-stitched mirror work from Kutch:\ncushion covers, bags and wall hangings.',
    avatar: null,
    gstin: '24AAPFU0939F1ZR',
    pan: 'AAPFU0939F',
    legalName: 'Parmar Handicrafts',
    registeredAddress: null,
    status: 'active',
    ratings: 0,
    createdAt: '2026-11-22T06:30:00Z',
    language: 'en',
    reviewStatus: 'submitted',
    reviewReason: null,
    gstUnregistered: false,
    productCount: 3,
    withdrawMethod: { type: 'upi', upiId: 'hetal@okaxis' },
    submittedAt: '2026-11-24T06:30:00Z',
    previousReason: null,
    ...overrides,
  };
}

/** A new product waiting for approval as GET /admin-products-review sends it. */
export function aProductToReview(overrides: Partial<ProductReviewItem> = {}): ProductReviewItem {
  return {
    productId: 'product-kurta',
    name: 'Block-printed cotton kurta',
    isEvent: false,
    category: 'Women',
    sellingPrice: 1299,
    thumbnail: '/media/products/kurta/thumb.jpg',
    shopId: 'shop-1',
    shopName: 'Jaipur Looms',
    moderation: { status: 'pending', reason: null, heldAt: '2026-11-24T06:30:00Z' },
    reports: [],
    reportDetails: [],
    waitingSince: '2026-11-24T06:30:00Z',
    ...overrides,
  };
}

/**
 * The commission rules as GET /admin-commission-rules answers them before the Admin ever saved:
 * the server's default of 10 %, no rules, rates up to 50 %, a thousand rules at most.
 */
export function commissionRules(overrides: Partial<CommissionRules> = {}): CommissionRules {
  return {
    success: true,
    defaultRate: 10,
    rules: [],
    saved: false,
    maxRate: 50,
    maxRules: 1000,
    categories: [...CATEGORIES],
    ...overrides,
  };
}

/** A commission invoice the mocked server has issued: the shop's, for a month, by its number. */
export type IssuedInvoice = { shopId: string; month: string; number: string };

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
  /** The complaints to the grievance officer, newest first. */
  grievances: AdminGrievanceDto[];
  /** The shops waiting for review, longest waiting first; a decision takes one out. */
  reviews: SellerReviewItem[];
  /** The products waiting for approval or reported, longest waiting first; a decision takes one out. */
  productReviews: ProductReviewItem[];
  /** The TCS report's rows of a month (`YYYY-MM`); none unless given. */
  tcsRows: (month: string) => TcsReportRowDto[];
  /** The commission invoices there are: a shop and month without one has no commission. */
  invoices: IssuedInvoice[];
  stats: (days: number) => DashboardStats;
  /** The commission rules in force; a PUT replaces them. */
  commission: CommissionRules;
};

const FIGURES = ['grossValue', 'returnedValue', 'netValue', 'igst', 'cgst', 'sgst'] as const;

/** The rows' totals, added in paise as the server adds them. */
function tcsTotals(rows: TcsFigures[]): TcsFigures {
  const totals = { grossValue: 0, returnedValue: 0, netValue: 0, igst: 0, cgst: 0, sgst: 0 };
  for (const key of FIGURES) totals[key] = rows.reduce((sum, row) => sum + toPaise(row[key]), 0) / 100;
  return totals;
}

/** The bytes of a PDF, enough for a download to carry. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

const notFound = (what: string) => apiError(404, ErrorCode.NOT_FOUND, `There is no such ${what}.`);

const DUPLICATE = 'A coupon with this code already exists. Choose another code.';

const NOT_VALID = 'One or more fields are not valid.';

/**
 * A draft of the commission rules checked as the server checks it (docs/orders.md "Commission"):
 * each rate a number from 0 to the highest with two decimals at most, each rule naming a shop the
 * server knows or a category or both, none repeating an earlier one. Answers the problems by field.
 */
function commissionProblems(
  draft: CommissionRulesInput,
  { maxRate, maxRules, categories }: CommissionRules,
  shops: AdminSeller[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const wrongRate = (rate: unknown) =>
    typeof rate !== 'number' || rate < 0 || rate > maxRate || Math.round(rate * 100) !== rate * 100;
  const rateProblem = `must be a rate in percent from 0 to ${maxRate}, with at most two decimals`;
  if (wrongRate(draft.defaultRate)) problems.defaultRate = rateProblem;
  const rules = draft.rules ?? [];
  if (rules.length > maxRules) problems.rules = `at most ${maxRules} rules`;
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    if (wrongRate(rule.rate)) problems[`rules[${index}].rate`] = rateProblem;
    if (rule.shopId && !shops.some((shop) => shop._id === rule.shopId))
      problems[`rules[${index}].shopId`] = 'there is no such shop';
    if (rule.category && !categories.includes(rule.category))
      problems[`rules[${index}].category`] = 'must be one of the categories';
    const pair = JSON.stringify([rule.shopId ?? null, rule.category ?? null]);
    if (!rule.shopId && !rule.category)
      problems[`rules[${index}]`] = 'a rule names a shop, a category or both; the default rate is set apart';
    else if (seen.has(pair))
      problems[`rules[${index}]`] = 'an earlier rule is for the same shop and category';
    seen.add(pair);
  });
  return problems;
}

/** The rate a sale by `shopId` in `category` pays, and the rule it comes from: the most specific wins. */
function commissionRateFor(
  { defaultRate, rules }: { defaultRate: number; rules: CommissionRuleInput[] },
  shopId: string,
  category: string,
): Pick<CommissionPreview, 'rate' | 'scope'> {
  const find = (shop: string | null, named: string | null) =>
    rules.find((rule) => (rule.shopId ?? null) === shop && (rule.category ?? null) === named);
  const candidates = [
    [find(shopId, category), 'shop_category'],
    [find(shopId, null), 'shop'],
    [find(null, category), 'category'],
  ] as const;
  const found = candidates.find(([rule]) => rule !== undefined);
  return found ? { rate: found[0]!.rate, scope: found[1] } : { rate: defaultRate, scope: 'default' };
}

/**
 * The Admin API of docs/admin.md, docs/orders.md ("Withdrawals") and docs/catalog.md over the rows
 * given: lists page (`page`, `limit`), search (`q`, or the older `search`, cut to 100 characters), filter
 * (`status`) and sort (`sort`) as the server does; writes change the rows and answer as the server does (404 for an
 * unknown id, 409 `already_decided`, `cannot_suspend_admin`, `duplicate_code`, `grievance_closed`,
 * `review_not_submitted`, `nothing_to_review`; 400 naming `answer`, `status`, `decision` or
 * `reason`). `calls` records every request, bodies as sent.
 */
export function mockAdminApi(initial: Partial<State> = {}) {
  const { stats, tcsRows, ...rows } = initial;
  const recorder = requestRecorder();
  const api: State & { calls: typeof recorder.calls } = {
    sellers: [],
    users: [],
    products: [],
    events: [],
    withdrawals: [],
    entries: [],
    coupons: [],
    grievances: [],
    reviews: [],
    productReviews: [],
    invoices: [],
    commission: commissionRules(),
    tcsRows: tcsRows ?? (() => []),
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
  const searched = (url: URL) =>
    (url.searchParams.get('q') ?? url.searchParams.get('search') ?? '').slice(0, 100).toLowerCase();
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
    http.get('/api/v2/admin-tcs-report', async ({ request }) => {
      const { url } = await record(request);
      const month = url.searchParams.get('month') ?? recentMonthsInIndia(1)[0]!;
      const found = api.tcsRows(month);
      return answer<TcsReportAnswer>({ success: true, month, rows: found, totals: tcsTotals(found) });
    }),
    http.get('/api/v2/admin-commission-invoice/:shopId', async ({ request, params }) => {
      const { url } = await record(request);
      const month = url.searchParams.get('month') ?? '';
      // A month that is not over yet (in India) has no invoice.
      if (!/^\d{4}-\d{2}$/.test(month) || month >= recentMonthsInIndia(1)[0]!)
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'Choose a month that is over.', {
          month: 'choose a month that is over',
        });
      if (!api.sellers.some((seller) => seller._id === params.shopId)) return notFound('shop');
      const invoice = api.invoices.find((row) => row.shopId === params.shopId && row.month === month);
      if (!invoice)
        return apiError(404, ErrorCode.NOT_FOUND, 'No commission was charged to this shop in that month.');
      return new HttpResponse(PDF_BYTES, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
        },
      });
    }),
    http.get('/api/v2/admin-grievances', async ({ request }) => {
      const { url } = await record(request);
      const status = url.searchParams.get('status');
      return paged(
        url,
        'grievances',
        api.grievances.filter((grievance) => !status || grievance.status === status),
      );
    }),
    http.put('/api/v2/admin-grievance/:id', async ({ request, params }) => {
      const { body } = await record(request);
      const grievance = api.grievances.find((row) => row._id === params.id);
      if (!grievance) return notFound('complaint');
      const decision = body as { status?: string; answer?: string | null };
      if (decision.status !== 'answered' && decision.status !== 'closed')
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the decision.', {
          status: 'choose answered or closed',
        });
      const text = decision.answer?.trim() ?? '';
      const length = [...text].length;
      if ((decision.status === 'answered' || text) && (length < 10 || length > 5000))
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the answer.', {
          answer: 'write an answer of 10 to 5000 characters',
        });
      if (grievance.status === 'closed')
        return apiError(409, ErrorCode.GRIEVANCE_CLOSED, 'This complaint is closed already.');
      const now = '2026-11-25T06:30:00Z';
      if (text) {
        grievance.answer = text;
        grievance.answeredAt = now;
      }
      grievance.status = decision.status;
      if (decision.status === 'closed') {
        grievance.closedAt = now;
        grievance.overdue = false;
      }
      return answer<AdminGrievanceAnswer>({ success: true, grievance });
    }),
    http.get('/api/v2/admin-sellers-review', async ({ request }) => {
      const { url } = await record(request);
      return paged(url, 'items', api.reviews);
    }),
    http.put('/api/v2/admin-seller-review/:shopId', async ({ request, params }) => {
      const { body } = await record(request);
      const shop = api.reviews.find((row) => row._id === params.shopId);
      if (!shop) return notFound('shop');
      const { decision, reason } = body as { decision?: string; reason?: string | null };
      if (decision !== 'approve' && decision !== 'reject')
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the decision.', {
          decision: 'must be "approve" or "reject"',
        });
      const length = [...(reason?.trim() ?? '')].length;
      if (decision === 'reject' && (length < 3 || length > 500))
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the reason.', {
          reason: 'say why, in 3 to 500 characters',
        });
      if (shop.reviewStatus !== 'submitted')
        return apiError(409, ErrorCode.REVIEW_NOT_SUBMITTED, 'This shop is not waiting for review.');
      api.reviews = api.reviews.filter((row) => row !== shop);
      // The shop as it is now (the queue's extras come along, and are not read).
      return answer<SellerResponse>({
        success: true,
        seller:
          decision === 'approve'
            ? { ...shop, reviewStatus: 'approved', reviewReason: null }
            : { ...shop, reviewStatus: 'rejected', reviewReason: reason?.trim() ?? null },
      });
    }),
    http.get('/api/v2/admin-products-review', async ({ request }) => {
      const { url } = await record(request);
      return paged(url, 'items', api.productReviews);
    }),
    http.put('/api/v2/admin-product-review/:productId', async ({ request, params }) => {
      const { body } = await record(request);
      const item = api.productReviews.find((row) => row.productId === params.productId);
      const { decision, reason } = body as { decision?: string; reason?: string | null };
      if (decision !== 'approve' && decision !== 'reject')
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the decision.', {
          decision: 'must be "approve" or "reject"',
        });
      const length = [...(reason?.trim() ?? '')].length;
      if (decision === 'reject' && (length < 3 || length > 500))
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the reason.', {
          reason: 'say why, in 3 to 500 characters',
        });
      // Decided meanwhile (or never waiting): nothing left to review.
      if (!item)
        return apiError(409, ErrorCode.NOTHING_TO_REVIEW, 'This product has nothing waiting for review.');
      api.productReviews = api.productReviews.filter((row) => row !== item);
      return answer<ProductReviewDecided>({
        success: true,
        status: decision === 'approve' ? 'live' : 'rejected',
      });
    }),
    http.get('/api/v2/admin-dashboard-stats', async ({ request }) => {
      const { url } = await record(request);
      return HttpResponse.json({ success: true, ...api.stats(Number(url.searchParams.get('days') ?? 30)) });
    }),
    http.get('/api/v2/admin-commission-rules', async ({ request }) => {
      await record(request);
      return answer<CommissionRules>(api.commission);
    }),
    http.put('/api/v2/admin-commission-rules', async ({ request }) => {
      const { body } = await record(request);
      const draft = body as CommissionRulesInput;
      const problems = commissionProblems(draft, api.commission, api.sellers);
      if (Object.keys(problems).length > 0)
        return apiError(400, ErrorCode.VALIDATION_FAILED, NOT_VALID, problems);
      const rules: CommissionRule[] = (draft.rules ?? []).map((rule) => ({
        shopId: rule.shopId ?? null,
        shopName: api.sellers.find((shop) => shop._id === rule.shopId)?.shopName ?? null,
        category: rule.category ?? null,
        rate: rule.rate,
      }));
      api.commission = { ...api.commission, defaultRate: draft.defaultRate, rules, saved: true };
      return answer<CommissionRules>(api.commission);
    }),
    http.post('/api/v2/admin-commission-preview', async ({ request }) => {
      const { body } = await record(request);
      const draft = body as CommissionPreviewInput;
      const problems = commissionProblems(draft, api.commission, api.sellers);
      if (Object.keys(problems).length > 0)
        return apiError(400, ErrorCode.VALIDATION_FAILED, NOT_VALID, problems);
      const { rate, scope } = commissionRateFor(
        { defaultRate: draft.defaultRate, rules: draft.rules ?? [] },
        draft.shopId,
        draft.category,
      );
      // In paise, rounded half away from zero, as the ledger posts it; GST on it at 18 %.
      const commission = Math.round((toPaise(draft.price) * Math.round(rate * 100)) / 10_000);
      const commissionGst = Math.round((commission * 1800) / 10_000);
      return answer<CommissionPreview>({
        success: true,
        rate,
        scope,
        commission: fromPaise(commission),
        commissionGst: fromPaise(commissionGst),
      });
    }),
  );
  return api;
}
