import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import type { ShopReview, ShopReviews } from '@/api';
import { zShopReviews } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { sellerDashboardKeys } from './keys';

/** How many reviews each "Show more" adds. */
export const REVIEWS_PAGE = 10;

/** GET /api/v2/get-shop-reviews/{shopId}?page=&limit=10: one page of the shop's reviews, newest first. */
export async function getShopReviews(shopId: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(REVIEWS_PAGE) });
  return apiFetch(`/api/v2/get-shop-reviews/${encodeURIComponent(shopId)}?${query}`, zShopReviews, {
    signal,
  });
}

/**
 * The pages read so far as one list. A review posted while the seller reads pushes the later pages
 * down by one, so a page can repeat the last review of the one before: it is shown once.
 */
function joinPages(data: InfiniteData<ShopReviews, number>) {
  const seen = new Set<string>();
  const reviews: ShopReview[] = [];
  for (const review of data.pages.flatMap((page) => page.reviews)) {
    if (seen.has(review._id)) continue;
    seen.add(review._id);
    reviews.push(review);
  }
  const total = data.pages.at(-1)?.total ?? 0;
  return { reviews, total, remaining: Math.max(0, total - reviews.length) };
}

export const shopReviewsQueryOptions = (shopId: string) =>
  infiniteQueryOptions({
    queryKey: sellerDashboardKeys.shopReviews(shopId),
    queryFn: ({ pageParam, signal }) => getShopReviews(shopId, pageParam, signal),
    initialPageParam: 1,
    // The server's count says whether there is more; an empty page ends the list all the same, so
    // a count that disagrees with the pages can never keep the button asking.
    getNextPageParam: (last) =>
      last.reviews.length > 0 && last.page * last.limit < last.total ? last.page + 1 : undefined,
    select: joinPages,
  });

/** The shop's reviews, newest first, a page at a time (`fetchNextPage` for the next). */
export function useShopReviews(shopId: string) {
  return useInfiniteQuery(shopReviewsQueryOptions(shopId));
}
