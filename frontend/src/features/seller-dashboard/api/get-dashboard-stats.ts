import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { DashboardDay, ShopDashboard } from '@/api';
import { zShopDashboard } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { sellerDashboardKeys } from './keys';

// docs/orders.md, "Seller dashboard figures". Money is rupees. The contract's `ShopDashboard`:
// the balance as on the money page (`pending` is delivered orders' earnings still inside their
// 14-day refund window), the counts of products and events, every status with zeros included, the
// window's orders and revenue (leaving out unpaid, cancelled and refunded orders), one entry per
// day of the window, oldest first, and up to 10 live products with 5 or fewer in stock.

/** A calendar day in India (`YYYY-MM-DD`) with its orders and revenue; the shop's has no commission. */
export type DayFigure = Omit<DashboardDay, 'commission'>;

export type DashboardStats = Omit<ShopDashboard, 'success'>;

/** The windows the dashboard offers, in days; the server takes 7 to 90. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** GET /api/v2/shop-dashboard-stats?days=: the shop's figures over the last `days` days. 401 when signed out. */
export async function getDashboardStats(days: number, signal?: AbortSignal): Promise<DashboardStats> {
  const answer = await apiFetch(
    `/api/v2/shop-dashboard-stats?${new URLSearchParams({ days: String(days) })}`,
    zShopDashboard,
    { signal },
  );
  return {
    balance: answer.balance,
    productCount: answer.productCount,
    eventCount: answer.eventCount,
    ordersByStatus: answer.ordersByStatus,
    totals: answer.totals,
    byDay: answer.byDay,
    lowStock: answer.lowStock,
  };
}

export const dashboardStatsQueryOptions = (shopId: string, days: number) =>
  queryOptions({
    queryKey: sellerDashboardKeys.stats(shopId, days),
    queryFn: ({ signal }) => getDashboardStats(days, signal),
    meta: { session: 'seller' },
    // Money moves on other pages (a withdrawal, a delivery): read again whenever the page opens,
    // showing the last figures meanwhile.
    staleTime: 0,
    // Switching the window keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useDashboardStats(shopId: string, days: number) {
  return useQuery(dashboardStatsQueryOptions(shopId, days));
}
