import type { CommissionPreviewInput } from '@/api';

import type { DashboardDays } from './dashboard-days';
import type { ListQuery } from './list-query';

/**
 * Every query key of the Admin's console. Everything hangs off `adminKeys.all`, so a write (which
 * also adds a line to the audit log and may move the dashboard's figures) can refresh every Admin
 * answer with one invalidation; each list's own key lets a write patch the rows it changed.
 */
export const adminKeys = {
  all: ['admin'] as const,
  /** The dashboard's figures over the last `days` (GET /admin-dashboard-stats). */
  stats: (days: DashboardDays) => [...adminKeys.all, 'stats', days] as const,
  /** Every page of the shops (GET /admin-get-all-seller). */
  sellers: () => [...adminKeys.all, 'sellers'] as const,
  sellerList: (query: ListQuery) => [...adminKeys.sellers(), query] as const,
  /** Every page of the shops waiting for review (GET /admin-sellers-review). */
  sellerReviews: () => [...adminKeys.all, 'seller-reviews'] as const,
  sellerReviewList: (query: ListQuery) => [...adminKeys.sellerReviews(), query] as const,
  /** Every page of the products waiting for review or reported (GET /admin-products-review). */
  productReviews: () => [...adminKeys.all, 'product-reviews'] as const,
  productReviewList: (query: ListQuery) => [...adminKeys.productReviews(), query] as const,
  /** Every page of the users (GET /admin-get-all-users). */
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: ListQuery) => [...adminKeys.users(), query] as const,
  /** Every page of the products and of the events (GET /admin-all-products, /admin-all-events). */
  catalog: () => [...adminKeys.all, 'catalog'] as const,
  productList: (query: ListQuery) => [...adminKeys.catalog(), 'products', query] as const,
  eventList: (query: ListQuery) => [...adminKeys.catalog(), 'events', query] as const,
  /** Every page of the withdraw requests (GET /get-all-withdraw-request). */
  withdrawals: () => [...adminKeys.all, 'withdrawals'] as const,
  withdrawalList: (query: ListQuery) => [...adminKeys.withdrawals(), query] as const,
  /** A page of the audit log (GET /admin-audit-log). */
  auditLog: (query: ListQuery) => [...adminKeys.all, 'audit-log', query] as const,
  /** Every page of the platform coupons (GET /admin-coupons). */
  coupons: () => [...adminKeys.all, 'coupons'] as const,
  couponList: (query: ListQuery) => [...adminKeys.coupons(), query] as const,
  /** The month's TCS report (GET /admin-tcs-report). */
  tcsReport: (month: string) => [...adminKeys.all, 'tcs-report', month] as const,
  /** Every page of the complaints to the grievance officer (GET /admin-grievances). */
  grievances: () => [...adminKeys.all, 'grievances'] as const,
  grievanceList: (query: ListQuery) => [...adminKeys.grievances(), query] as const,
  /** The commission rules in force (GET /admin-commission-rules). */
  commissionRules: () => [...adminKeys.all, 'commission-rules'] as const,
  /** What a sale would pay under a draft of the rules (POST /admin-commission-preview). */
  commissionPreview: (draft: CommissionPreviewInput) =>
    [...adminKeys.all, 'commission-preview', draft] as const,
};
