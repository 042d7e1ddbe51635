import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { type Product, productSchema } from '../schemas';
import { sellerCatalogKeys } from './keys';

export const getOwnProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
});

/** GET /api/v2/get-all-product-shop/{shopId} for the seller's own shop: its products (not events), newest first. */
export async function getOwnProducts(shopId: string, signal?: AbortSignal): Promise<Product[]> {
  return (
    await apiFetch(`/api/v2/get-all-product-shop/${encodeURIComponent(shopId)}`, getOwnProductsResponse, {
      signal,
    })
  ).products;
}

export const ownProductsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: sellerCatalogKeys.products(shopId),
    queryFn: ({ signal }) => getOwnProducts(shopId, signal),
  });

export function useOwnProducts(shopId: string) {
  return useQuery(ownProductsQueryOptions(shopId));
}
