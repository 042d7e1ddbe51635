import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { zAdminDashboard, zDashboardDay } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import type { DashboardDays } from './dashboard-days';
import { adminKeys } from './keys';

/**
 * The Admin's dashboard. Its days always carry `commission`, which the contract's `DashboardDay`
 * leaves optional (the shop's dashboard has none), so it is read as required here.
 */
const zStats = zAdminDashboard.extend({ byDay: z.array(zDashboardDay.required({ commission: true })) });

export type DashboardStats = Omit<z.output<typeof zStats>, 'success'>;
/** One calendar day in India of the window: its orders, revenue and commission. */
export type DayFigures = DashboardStats['byDay'][number];

/**
 * GET /api/v2/admin-dashboard-stats?days=30: orders, revenue and commission over the window, the
 * counts of now (active shops, users, live products, pending withdrawals), orders by status, and
 * one entry per calendar day in India, oldest first.
 */
export async function getDashboardStats(days: DashboardDays, signal?: AbortSignal): Promise<DashboardStats> {
  const { totals, ordersByStatus, byDay } = await apiFetch(
    `/api/v2/admin-dashboard-stats?days=${days}`,
    zStats,
    { signal },
  );
  return { totals, ordersByStatus, byDay };
}

export const dashboardStatsQueryOptions = (days: DashboardDays) =>
  queryOptions({
    queryKey: adminKeys.stats(days),
    queryFn: ({ signal }) => getDashboardStats(days, signal),
    meta: { session: 'user' },
    // Switching the window keeps the figures in place, dimmed, until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useDashboardStats(days: DashboardDays) {
  return useQuery(dashboardStatsQueryOptions(days));
}
