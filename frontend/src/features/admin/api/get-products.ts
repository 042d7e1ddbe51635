import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type AdminProduct, type Paged, productsPageSchema } from './schemas';

/** GET /api/v2/admin-all-products: one page of every shop's products (not events), newest first. */
export async function getAdminProducts(query: ListQuery, signal?: AbortSignal): Promise<Paged<AdminProduct>> {
  return apiFetch(`/api/v2/admin-all-products?${listSearch(query)}`, productsPageSchema, { signal });
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
