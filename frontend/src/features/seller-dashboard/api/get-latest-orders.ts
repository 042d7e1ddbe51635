import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { sellerDashboardKeys } from './keys';

/** What the dashboard shows of an order (docs/orders.md, "Order"). */
export const latestOrderSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  status: z.string(),
  totalPrice: z.number(),
  user: z
    .object({ name: z.string() })
    .nullish()
    .transform((user) => user ?? null),
  cart: z.array(z.object({ qty: z.number() })).default([]),
});
export type LatestOrder = z.infer<typeof latestOrderSchema>;

export const getLatestOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(latestOrderSchema),
  total: z.number().int().optional(),
});

/** How many of the newest orders the dashboard lists. */
export const LATEST_ORDERS = 5;

/** GET /api/v2/get-all-orders-shop/{shopId}?page=1&limit=5: the shop's newest orders. */
export async function getLatestOrders(shopId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: '1', limit: String(LATEST_ORDERS) });
  const { orders, total } = await apiFetch(
    `/api/v2/get-all-orders-shop/${encodeURIComponent(shopId)}?${query}`,
    getLatestOrdersResponse,
    { signal },
  );
  return { orders: orders.slice(0, LATEST_ORDERS), total: total ?? orders.length };
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
