import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ProductReviewItem } from '@/api';
import { zProductReviewQueue } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/**
 * GET /api/v2/admin-products-review: one page of the products waiting for the Admin (docs/catalog.md
 * "Moderation"), longest waiting first: new or edited products held for approval (`moderation`
 * pending, with the previous rejection's reason if it was sent back), and live products shoppers
 * reported (`moderation` null, `reports` counted by reason, the latest reports' own words).
 */
export async function getProductReviews(
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Paged<ProductReviewItem>> {
  const answer = await apiFetch(`/api/v2/admin-products-review?${listSearch(query)}`, zProductReviewQueue, {
    signal,
  });
  return paged(answer.items, answer);
}

export const productReviewsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.productReviewList(query),
    queryFn: ({ signal }) => getProductReviews(query, signal),
    meta: { session: 'user' },
    placeholderData: keepPreviousData,
  });

export function useProductReviews(query: ListQuery) {
  return useQuery(productReviewsQueryOptions(query));
}
