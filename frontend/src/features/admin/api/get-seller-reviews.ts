import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { SellerReviewItem } from '@/api';
import { zSellerReviewQueue } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/**
 * GET /api/v2/admin-sellers-review: one page of the shops waiting for the Admin's review, longest
 * waiting first, each with what its seller filled in: the shop and its owner, tax ids, payout
 * method in full, live product count, when it was submitted and the previous rejection's reason.
 */
export async function getSellerReviews(
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Paged<SellerReviewItem>> {
  const answer = await apiFetch(`/api/v2/admin-sellers-review?${listSearch(query)}`, zSellerReviewQueue, {
    signal,
  });
  return paged(answer.items, answer);
}

export const sellerReviewsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.sellerReviewList(query),
    queryFn: ({ signal }) => getSellerReviews(query, signal),
    meta: { session: 'user' },
    placeholderData: keepPreviousData,
  });

export function useSellerReviews(query: ListQuery) {
  return useQuery(sellerReviewsQueryOptions(query));
}
