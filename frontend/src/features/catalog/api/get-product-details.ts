import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { catalogKeys } from './keys';
import { type Product, type Review, productSchema, reviewSchema } from './schemas';

export const getProductDetailsResponse = z.object({
  success: z.literal(true),
  product: productSchema,
  reviews: z.array(reviewSchema).default([]),
});

export type ProductDetails = { product: Product; reviews: Review[] };

/**
 * GET /api/v2/get-product-details/{id}: a product or a running event, with its reviews. 404
 * `not_found` for an unknown or deleted id, a suspended shop's product, or an event not running.
 */
export async function getProductDetails(id: string): Promise<ProductDetails> {
  const { product, reviews } = await apiFetch(
    `/api/v2/get-product-details/${encodeURIComponent(id)}`,
    getProductDetailsResponse,
  );
  return { product, reviews };
}

export const productDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogKeys.details(id), queryFn: () => getProductDetails(id) });

export function useProductDetails(id: string) {
  return useQuery(productDetailsQueryOptions(id));
}
