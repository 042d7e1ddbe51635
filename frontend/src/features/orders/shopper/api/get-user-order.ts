import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Order } from '@/api';
import { zOneOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

/** GET /api/v2/get-selected-order-user/{id}: one of the shopper's orders. 404 for anyone else's. */
export async function getUserOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return (
    await apiFetch(`/api/v2/get-selected-order-user/${encodeURIComponent(id)}`, zOneOrder, {
      signal,
    })
  ).order;
}

export const userOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.userOrder(id),
    queryFn: ({ signal }) => getUserOrder(id, signal),
  });

export function useUserOrder(id: string) {
  return useQuery(userOrderQueryOptions(id));
}
