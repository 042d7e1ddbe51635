// Every URL of the app, in one place (docs/product.md §4). Components link through these, never strings.

/**
 * The /products page's query (docs/product.md §4: searchKeyword or category, plus the filter panel's
 * choices). The page's own module reads it back; values that are the defaults are best left out.
 */
export type ProductsQuery = {
  searchKeyword?: string;
  category?: string;
  brand?: string;
  size?: string;
  color?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: string;
  page?: number;
};
// One order for the query's keys, whatever order the caller wrote them in, so that equal
// filters make equal, cacheable and comparable URLs.
const PRODUCTS_QUERY_KEYS = [
  'searchKeyword',
  'category',
  'brand',
  'size',
  'color',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const satisfies readonly (keyof ProductsQuery)[];
/** Where to go after signing in: a same-site path such as `/account?tab=addresses`. */
type NextQuery = { next?: string };

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: () => '/',
  wishlist: () => '/pages/wishlist',
  products: (query: ProductsQuery = {}) =>
    withQuery(
      '/products',
      Object.fromEntries(PRODUCTS_QUERY_KEYS.map((key) => [key, query[key]?.toString()])),
    ),
  product: (id: string, { isEvent = false } = {}) =>
    withQuery(`/product/${encodeURIComponent(id)}`, { isEvent: isEvent ? 'true' : undefined }),
  login: ({ next }: NextQuery = {}) => withQuery('/login', { next }),
  signUp: ({ next }: NextQuery = {}) => withQuery('/signUp', { next }),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  checkout: () => '/checkout',
  cart: () => '/cart',
  orderSuccess: () => '/order/success',
  customerServices: () => '/coustomer-services',
  privacyPolicy: () => '/privacy-policy',
  refundPolicy: () => '/refund-policy',
  /** The grievance officer's page; `order` names the order a complaint will be about. */
  grievance: ({ order }: { order?: string } = {}) => withQuery('/grievance', { order }),
  shippingReturn: () => '/shipping-return',
  termsConditions: () => '/terms-conditions',
  contact: () => '/contact',
  shopCreate: () => '/shop-create',
  shopActivation: (token: string) => `/shop-activation/${encodeURIComponent(token)}`,
  shopLogin: ({ next }: NextQuery = {}) => withQuery('/shop-login', { next }),
  shopForgotPassword: () => '/shop-forgate-password',
  shopResetPassword: (token: string) => `/shop-reset-password/${encodeURIComponent(token)}`,
  shopPreview: (id: string) => `/shop/preview/${encodeURIComponent(id)}`,

  /** The shopper's account; `tab: 'messages'` with `conversation` opens one of their conversations. */
  account: ({ tab, conversation }: { tab?: string; conversation?: string } = {}) =>
    withQuery('/account', { tab, conversation }),
  userOrder: (id: string) => `/user/order/${encodeURIComponent(id)}`,
  trackOrder: (id: string) => `/user/track-order/${encodeURIComponent(id)}`,

  shopDashboard: () => '/shop-dashboard',
  shopProfile: (id: string) => `/shop-profile/${encodeURIComponent(id)}`,
  shopOrders: () => '/shop-dashboard/orders',
  shopOrder: (orderId: string, sellerId: string) =>
    `/shop/order/${encodeURIComponent(orderId)}/${encodeURIComponent(sellerId)}`,
  shopProducts: () => '/shop-dashboard/products',
  /** The seller's product editor (Haat's own, docs/product.md §4): the route table's `shop-dashboard/products/:id/edit`. */
  shopEditProduct: (id: string) => `/shop-dashboard/products/${encodeURIComponent(id)}/edit`,
  shopCreateProduct: () => '/shop-dashboard-create-product',
  shopCreateEvent: () => '/shop-dashboard-create-event',
  shopEvents: () => '/shop-dashboard-events',
  /** Haat's own: many products added or updated from a CSV; `job` follows one upload. */
  shopImportProducts: ({ job }: { job?: string } = {}) =>
    withQuery('/shop-dashboard-import-products', { job }),
  shopWithdraw: () => '/shop-dashboard-withdraw-money',
  shopCoupons: () => '/shop-dashboard-coupon-code',
  shopRefunds: () => '/shop-dashboard-refund',
  /** The seller's settings; `tab: 'notifications'` scrolls to its notification settings. */
  shopSettings: ({ tab }: { tab?: string } = {}) => withQuery('/shop-dashboard-setting', { tab }),
  /** The shop's inbox; `conversation` opens one of its conversations. */
  shopMessages: ({ conversation }: { conversation?: string } = {}) =>
    withQuery('/shop-dashboard-messages', { conversation }),

  adminDashboard: () => '/admin-dashboard',
  adminProducts: () => '/admin-all-products',
  adminOrders: () => '/admin-all-orders',
  adminOrder: (id: string) => `/admin/order/${encodeURIComponent(id)}`,
  adminSellers: () => '/admin-all-sellers',
  /** Haat's own: the shops waiting for the Admin's approval (docs/identity.md "A shop's review"). */
  adminSellerReviews: () => '/admin-sellers-review',
  /** Haat's own: new products waiting for approval and products shoppers reported (docs/catalog.md "Moderation"). */
  adminProductReviews: () => '/admin-products-review',
  adminUsers: () => '/admin-all-users',
  adminEvents: () => '/admin-all-events',
  adminWithdrawals: () => '/admin-withdraw-request',
  /** Haat's own: the record of every Admin action (docs/product.md §7.8). */
  adminAuditLog: () => '/admin-audit-log',
  /** Haat's own: platform-funded coupons such as the newsletter's (docs/admin.md). */
  adminCoupons: () => '/admin-coupons',
  /** Haat's own: the month's TCS report and the shops' commission invoices (docs/admin.md "Tax reports"). */
  adminTaxReports: () => '/admin-tax-reports',
  /** Haat's own: the commission rates charged to shops, by shop and category (docs/orders.md "Commission"). */
  adminCommission: () => '/admin-commission',
  /** Haat's own: the grievance officer's desk, complaints to answer and close (docs/admin.md "Complaints"). */
  adminGrievances: () => '/admin-grievances',
  /** Haat's own: reported buyer–seller conversations; `conversation` opens one to read. */
  adminConversations: ({ conversation }: { conversation?: string } = {}) =>
    withQuery('/admin-conversations', { conversation }),
} as const;
