import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@/api';
import { zShopProducts } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { sellerCatalogKeys } from './keys';

/** GET /api/v2/get-all-product-shop/{shopId} for the seller's own shop: its products (not events), newest first. */
export async function getOwnProducts(shopId: string, signal?: AbortSignal): Promise<Product[]> {
  return (
    await apiFetch(`/api/v2/get-all-product-shop/${encodeURIComponent(shopId)}`, zShopProducts, {
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
