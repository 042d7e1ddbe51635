import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { OrdersPage } from '@/api';
import { zOrdersPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

import { type OrderListQuery, listSearch } from './list-query';

/** GET /api/v2/get-all-orders-shop/{shopId}: one page of the shop's orders, newest first. */
export async function getShopOrders(
  shopId: string,
  query: OrderListQuery,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  return apiFetch(
    `/api/v2/get-all-orders-shop/${encodeURIComponent(shopId)}?${listSearch(query)}`,
    zOrdersPage,
    { signal },
  );
}

export const shopOrdersQueryOptions = (shopId: string, query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.shopList(shopId, query),
    queryFn: ({ signal }) => getShopOrders(shopId, query, signal),
    // Turning a page keeps the table in place until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useShopOrders(shopId: string, query: OrderListQuery) {
  return useQuery(shopOrdersQueryOptions(shopId, query));
}
