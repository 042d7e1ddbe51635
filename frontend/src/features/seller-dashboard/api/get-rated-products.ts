import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiFetch } from '@/lib/api';

import { sellerDashboardKeys } from './keys';

/** What the reviews list needs of a product (docs/catalog.md, "Shapes"). */
export const ratedProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  ratings: z.number(),
  numOfReviews: z.number().int(),
  thumbnails: z.array(z.string()).default([]),
});
export type RatedProduct = z.infer<typeof ratedProductSchema>;

export const getShopProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(ratedProductSchema),
  productsCount: z.number().int().optional(),
});

/** The largest page the server gives (docs/catalog.md). */
const PAGE_LIMIT = 100;
/** A guard against a server that never says it is done. */
const MAX_PAGES = 20;

/**
 * GET /api/v2/get-all-product-shop/{shopId}, every page: the shop's products that have reviews,
 * most reviewed first.
 */
export async function getRatedProducts(shopId: string, signal?: AbortSignal): Promise<RatedProduct[]> {
  const found = new Map<string, RatedProduct>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ page: String(page), limit: String(PAGE_LIMIT) });
    const { products, productsCount } = await apiFetch(
      `/api/v2/get-all-product-shop/${encodeURIComponent(shopId)}?${query}`,
      getShopProductsResponse,
      { signal },
    );
    for (const product of products) found.set(product._id, product);
    const seen = (page - 1) * PAGE_LIMIT + products.length;
    if (products.length < PAGE_LIMIT || (productsCount !== undefined && seen >= productsCount)) break;
  }
  return [...found.values()]
    .filter((product) => product.numOfReviews > 0)
    .sort((a, b) => b.numOfReviews - a.numOfReviews || b.ratings - a.ratings);
}

export const ratedProductsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: sellerDashboardKeys.ratedProducts(shopId),
    queryFn: ({ signal }) => getRatedProducts(shopId, signal),
  });

export function useRatedProducts(shopId: string) {
  return useQuery(ratedProductsQueryOptions(shopId));
}
