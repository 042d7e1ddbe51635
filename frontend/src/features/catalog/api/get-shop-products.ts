import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@/api';
import { zShopProducts } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { catalogKeys } from './keys';

/** GET /api/v2/get-all-product-shop/{shopId}: the shop's products (not its events), newest first. */
export async function getShopProducts(shopId: string): Promise<Product[]> {
  return (await apiFetch(`/api/v2/get-all-product-shop/${encodeURIComponent(shopId)}`, zShopProducts))
    .products;
}

export const shopProductsQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: catalogKeys.shop(shopId), queryFn: () => getShopProducts(shopId) });

export function useShopProducts(shopId: string) {
  return useQuery(shopProductsQueryOptions(shopId));
}
