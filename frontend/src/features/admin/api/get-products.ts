import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@/api';
import { zAdminProductsPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/** GET /api/v2/admin-all-products: one page of every shop's products (not events), newest first. */
export async function getAdminProducts(query: ListQuery, signal?: AbortSignal): Promise<Paged<Product>> {
  const answer = await apiFetch(`/api/v2/admin-all-products?${listSearch(query)}`, zAdminProductsPage, {
    signal,
  });
  return paged(answer.products, answer);
}

export const adminProductsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.productList(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    meta: { session: 'user' },
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(query: ListQuery) {
  return useQuery(adminProductsQueryOptions(query));
}
