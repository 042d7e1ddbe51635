import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Order } from '@/api';
import { zOneOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

/**
 * GET /api/v2/get-selected-order-shop/{orderId}/{sellerId}: one of the shop's orders, with the
 * statuses the shop may move it to (`nextStatuses`). 403 for another shop's id, 404 for an order
 * that is not the shop's.
 */
export async function getShopOrder(orderId: string, sellerId: string, signal?: AbortSignal): Promise<Order> {
  return (
    await apiFetch(
      `/api/v2/get-selected-order-shop/${encodeURIComponent(orderId)}/${encodeURIComponent(sellerId)}`,
      zOneOrder,
      { signal },
    )
  ).order;
}

export const shopOrderQueryOptions = (orderId: string, sellerId: string) =>
  queryOptions({
    queryKey: orderKeys.shopOrder(orderId, sellerId),
    queryFn: ({ signal }) => getShopOrder(orderId, sellerId, signal),
  });

export function useShopOrder(orderId: string, sellerId: string) {
  return useQuery(shopOrderQueryOptions(orderId, sellerId));
}
