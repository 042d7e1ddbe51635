import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { catalogKeys } from './keys';
import { type Product, productSchema } from './schemas';

export const getShopProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
});

/** GET /api/v2/get-all-product-shop/{shopId}: the shop's products (not its events), newest first. */
export async function getShopProducts(shopId: string): Promise<Product[]> {
  return (
    await apiFetch(`/api/v2/get-all-product-shop/${encodeURIComponent(shopId)}`, getShopProductsResponse)
  ).products;
}

export const shopProductsQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: catalogKeys.shop(shopId), queryFn: () => getShopProducts(shopId) });

export function useShopProducts(shopId: string) {
  return useQuery(shopProductsQueryOptions(shopId));
}
