import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type DashboardDays, type DashboardStats, dashboardStatsSchema } from './schemas';

/**
 * GET /api/v2/admin-dashboard-stats?days=30: orders, revenue and commission over the window, the
 * counts of now (active shops, users, live products, pending withdrawals), orders by status, and
 * one entry per calendar day in India, oldest first.
 */
export async function getDashboardStats(days: DashboardDays, signal?: AbortSignal): Promise<DashboardStats> {
  return apiFetch(`/api/v2/admin-dashboard-stats?days=${days}`, dashboardStatsSchema, { signal });
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
