import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { OrdersPage } from '@/api';
import { zOrdersPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

/** How many orders the account's Orders tab shows a page. */
export const USER_ORDERS_PAGE_SIZE = 10;

/** A page of the shopper's orders. Plain data: it is also part of the cache key. */
export type UserOrdersQuery = { page: number; limit: number };

/**
 * GET /api/v2/get-all-orders-user/{userId}?page=&limit=: the shopper's orders, newest first, with
 * how many there are in all. 403 for another shopper's id.
 */
export async function getUserOrders(
  userId: string,
  { page, limit }: UserOrdersQuery,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiFetch(`/api/v2/get-all-orders-user/${encodeURIComponent(userId)}?${query}`, zOrdersPage, {
    signal,
  });
}

export const userOrdersQueryOptions = (userId: string, query: UserOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.userList(userId, query),
    queryFn: ({ signal }) => getUserOrders(userId, query, signal),
    // Moving to the next page keeps the current one on screen until it arrives.
    placeholderData: keepPreviousData,
  });

export function useUserOrders(userId: string, query: UserOrdersQuery) {
  return useQuery(userOrdersQueryOptions(userId, query));
}
