import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@/api';
import { zSavedProduct, zShopProducts } from '@/api/schemas';
import { type PageQuery, type Paged, pageSearch } from '@/components/table';
import { apiFetch } from '@/lib/api';

import { sellerCatalogKeys } from './keys';

/**
 * GET /api/v2/get-all-product-shop/{shopId} for the seller's own shop: its products (not events),
 * newest first, the server's first page of 100. Kept in step by the create and edit calls.
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

/**
 * GET /api/v2/get-shop-product/{id}: one of the seller's own products, public or not, with its
 * `moderation` when held; 404 when it is not theirs. The edit page opens a product by it, so a
 * shop of any size can edit any of its products.
 */
export async function getOwnProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (await apiFetch(`/api/v2/get-shop-product/${encodeURIComponent(id)}`, zSavedProduct, { signal }))
    .product;
}

export function useOwnProduct(shopId: string, id: string) {
  return useQuery({
    queryKey: sellerCatalogKeys.product(shopId, id),
    queryFn: ({ signal }) => getOwnProduct(id, signal),
    // A product that is not the seller's is said at once, not after retries.
    retry: false,
  });
}
