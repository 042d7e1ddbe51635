import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@/api';
import { zShopProducts } from '@/api/schemas';
import { type PageQuery, type Paged, pageSearch } from '@/components/table';
import { apiFetch } from '@/lib/api';

import { sellerCatalogKeys } from './keys';

/**
 * GET /api/v2/get-all-product-shop/{shopId} for the seller's own shop: its products (not events),
 * newest first, the server's first page of 100 (the edit page finds its product here).
 */
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

/**
 * One page of the seller's products as the products page shows them:
 * `GET /api/v2/get-all-product-shop/{shopId}?page=&limit=&q=&sort=`, searched (`q`, the name) and
 * sorted (`name`, `price`, `stock`, `sold_out`, `createdAt`; `-` for descending) by the server.
 */
export async function getOwnProductsPage(
  shopId: string,
  query: PageQuery,
  signal?: AbortSignal,
): Promise<Paged<Product>> {
  const { products, total, page, limit } = await apiFetch(
    `/api/v2/get-all-product-shop/${encodeURIComponent(shopId)}?${pageSearch(query)}`,
    zShopProducts,
    { signal },
  );
  return { items: products, total, page, limit };
}

export const ownProductsPageQueryOptions = (shopId: string, query: PageQuery) =>
  queryOptions({
    queryKey: sellerCatalogKeys.productPage(shopId, query),
    queryFn: ({ signal }) => getOwnProductsPage(shopId, query, signal),
    // The page shown stays, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOwnProductsPage(shopId: string, query: PageQuery) {
  return useQuery(ownProductsPageQueryOptions(shopId, query));
}
