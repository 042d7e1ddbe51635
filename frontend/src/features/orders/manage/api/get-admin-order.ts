import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';
import { type Order, orderResponseSchema } from '@/lib/orders/schemas';

export const getAdminOrderResponse = orderResponseSchema;

/** GET /api/v2/get-selected-order-details/{id}: any order, for the Admin. */
export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return (
    await apiFetch(`/api/v2/get-selected-order-details/${encodeURIComponent(id)}`, getAdminOrderResponse, {
      signal,
    })
  ).order;
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.adminOrder(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  });

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
