import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Order } from '@/api';
import { zOneOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

/** GET /api/v2/get-selected-order-details/{id}: any order, for the Admin. */
export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return (
    await apiFetch(`/api/v2/get-selected-order-details/${encodeURIComponent(id)}`, zOneOrder, {
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
