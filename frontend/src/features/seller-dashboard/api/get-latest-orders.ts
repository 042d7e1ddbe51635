import { queryOptions, useQuery } from '@tanstack/react-query';

import { zOrdersPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { sellerDashboardKeys } from './keys';

/** How many of the newest orders the dashboard lists. */
export const LATEST_ORDERS = 5;

/** GET /api/v2/get-all-orders-shop/{shopId}?page=1&limit=5: the shop's newest orders. */
export async function getLatestOrders(shopId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: '1', limit: String(LATEST_ORDERS) });
  const { orders, total } = await apiFetch(
    `/api/v2/get-all-orders-shop/${encodeURIComponent(shopId)}?${query}`,
    zOrdersPage,
    { signal },
  );
  return { orders: orders.slice(0, LATEST_ORDERS), total };
}

export const latestOrdersQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: sellerDashboardKeys.latestOrders(shopId),
    queryFn: ({ signal }) => getLatestOrders(shopId, signal),
    meta: { session: 'seller' },
    staleTime: 0,
  });

export function useLatestOrders(shopId: string) {
  return useQuery(latestOrdersQueryOptions(shopId));
}
