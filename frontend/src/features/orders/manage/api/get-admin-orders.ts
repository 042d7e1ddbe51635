import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { OrdersPage } from '@/api';
import { zOrdersPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

import { type OrderListQuery, listSearch } from './list-query';

/** GET /api/v2/get-all-orders-admin: one page of every order on Haat, newest first. */
export async function getAdminOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrdersPage> {
  return apiFetch(`/api/v2/get-all-orders-admin?${listSearch(query)}`, zOrdersPage, { signal });
}

export const adminOrdersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.adminList(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    // Turning a page keeps the table in place until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(query: OrderListQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}
