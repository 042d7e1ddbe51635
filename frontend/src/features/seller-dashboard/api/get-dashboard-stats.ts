import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { sellerDashboardKeys } from './keys';

// docs/orders.md, "Seller dashboard figures". Money is rupees.

export const dayFigureSchema = z.object({
  /** A calendar day in India, `YYYY-MM-DD`. */
  date: z.string(),
  orders: z.number(),
  revenue: z.number(),
});
export type DayFigure = z.infer<typeof dayFigureSchema>;

export const lowStockSchema = z.object({ _id: z.string(), name: z.string(), stock: z.number().int() });
export type LowStockProduct = z.infer<typeof lowStockSchema>;

export const dashboardStatsResponse = z.object({
  success: z.literal(true),
  /** As on the money page: `pending` is delivered orders' earnings still inside their 14-day refund window. */
  balance: z.object({ available: z.number(), pending: z.number(), held: z.number(), paidOut: z.number() }),
  productCount: z.number().int(),
  eventCount: z.number().int(),
  /** Every status, zeros included. */
  ordersByStatus: z.record(z.string(), z.number()),
  /** The window's orders and revenue (leaving out unpaid, cancelled and refunded orders). */
  totals: z.object({ orders: z.number(), revenue: z.number() }),
  /** One entry per day of the window, oldest first, zeros included. */
  byDay: z.array(dayFigureSchema),
  /** Up to 10 live products with 5 or fewer in stock, lowest first. */
  lowStock: z.array(lowStockSchema),
});
export type DashboardStats = Omit<z.infer<typeof dashboardStatsResponse>, 'success'>;

/** The windows the dashboard offers, in days; the server takes 7 to 90. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** GET /api/v2/shop-dashboard-stats?days=: the shop's figures over the last `days` days. 401 when signed out. */
export async function getDashboardStats(days: number, signal?: AbortSignal): Promise<DashboardStats> {
  const answer = await apiFetch(
    `/api/v2/shop-dashboard-stats?${new URLSearchParams({ days: String(days) })}`,
    dashboardStatsResponse,
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
