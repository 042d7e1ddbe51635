import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiFetch } from '@/lib/api';

import { sellerDashboardKeys } from './keys';

export const reviewSchema = z.object({
  _id: z.string(),
  user: z.object({ name: z.string() }),
  rating: z.number(),
  comment: z.string().default(''),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const getProductReviewsResponse = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema).default([]),
});

/** GET /api/v2/get-product-details/{id}: the product's reviews (the product itself is not needed here). */
export async function getProductReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  return (
    await apiFetch(
      `/api/v2/get-product-details/${encodeURIComponent(productId)}`,
      getProductReviewsResponse,
      { signal },
    )
  ).reviews;
}

export const productReviewsQueryOptions = (shopId: string, productId: string) =>
  queryOptions({
    queryKey: sellerDashboardKeys.productReviews(shopId, productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  });

/** One product's reviews, read once `enabled` (when the seller opens them). */
export function useProductReviews(shopId: string, productId: string, enabled: boolean) {
  return useQuery({ ...productReviewsQueryOptions(shopId, productId), enabled });
}
