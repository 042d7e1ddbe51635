import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminSeller } from '@/api';
import { zAdminSellersPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/**
 * GET /api/v2/admin-get-all-seller: one page of the shops, newest first; `search` matches the shop's
 * name, its owner's name or email; `status` is `active`, `pending` or `suspended`.
 */
export async function getSellers(query: ListQuery, signal?: AbortSignal): Promise<Paged<AdminSeller>> {
  const answer = await apiFetch(`/api/v2/admin-get-all-seller?${listSearch(query)}`, zAdminSellersPage, {
    signal,
  });
  return paged(answer.sellers, answer);
}

export const sellersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.sellerList(query),
    queryFn: ({ signal }) => getSellers(query, signal),
    meta: { session: 'user' },
    // Turning a page or narrowing the search keeps the table in place until the answer arrives.
    placeholderData: keepPreviousData,
  });

export function useSellers(query: ListQuery) {
  return useQuery(sellersQueryOptions(query));
}
