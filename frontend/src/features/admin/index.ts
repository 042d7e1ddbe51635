import type { RouteObject } from 'react-router';

// The Admin's console. Each page is its own lazy chunk, loaded only when the Admin opens it; the
// dashboard's charts (recharts) are a further chunk of the dashboard's.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * The Admin's pages, loaded lazily by the route table, inside the admin guard and layout:
 * `dashboard` at /admin-dashboard, `sellers` at /admin-all-sellers, `users` at /admin-all-users,
 * `products` at /admin-all-products, `events` at /admin-all-events, `withdrawals` at
 * /admin-withdraw-request, `auditLog` at /admin-audit-log, `coupons` at /admin-coupons,
 * `taxReports` at /admin-tax-reports, `grievances` at /admin-grievances, `sellerReviews` at
 * /admin-sellers-review, `productReviews` at /admin-products-review and `commission` at /admin-commission.
 */
export const adminPages = {
  dashboard: async () => ({ Component: (await import('./routes/DashboardPage')).DashboardPage }),
  sellers: async () => ({ Component: (await import('./routes/SellersPage')).SellersPage }),
  users: async () => ({ Component: (await import('./routes/UsersPage')).UsersPage }),
  products: async () => ({ Component: (await import('./routes/ProductsPage')).ProductsPage }),
  events: async () => ({ Component: (await import('./routes/EventsPage')).EventsPage }),
  withdrawals: async () => ({ Component: (await import('./routes/WithdrawalsPage')).WithdrawalsPage }),
  auditLog: async () => ({ Component: (await import('./routes/AuditLogPage')).AuditLogPage }),
  coupons: async () => ({ Component: (await import('./routes/CouponsPage')).CouponsPage }),
  taxReports: async () => ({ Component: (await import('./routes/TaxReportsPage')).TaxReportsPage }),
  grievances: async () => ({ Component: (await import('./routes/GrievancesPage')).GrievancesPage }),
  sellerReviews: async () => ({
    Component: (await import('./routes/SellerReviewsPage')).SellerReviewsPage,
  }),
  productReviews: async () => ({
    Component: (await import('./routes/ProductReviewsPage')).ProductReviewsPage,
  }),
  commission: async () => ({ Component: (await import('./routes/CommissionPage')).CommissionPage }),
} satisfies Record<string, LazyPage>;
