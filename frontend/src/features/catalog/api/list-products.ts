import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ProductListing } from '@/api';
import { apiFetch, lazySchema } from '@/lib/api';

import { type ListingQuery, toApiSearch } from '../query';
import { catalogKeys } from './keys';

/** The answer's schema, loaded with the request (see `lazySchema`): the home page lists products. */
export const listProductsResponse = lazySchema(async () => (await import('@/api/schemas')).zProductListing);

export type ProductList = Omit<ProductListing, 'success'>;

/**
 * GET /api/v2/products: one page of the products that match the query, how many match in all
 * (`productsCount`, so the pages add up) and the filter panel's facets. 400 names a bad value.
 */
export async function listProducts(query: ListingQuery, signal?: AbortSignal): Promise<ProductList> {
  const { products, productsCount, page, limit, facets } = await apiFetch(
    `/api/v2/products?${toApiSearch(query)}`,
    listProductsResponse,
    { signal },
  );
  return { products, productsCount, page, limit, facets };
}

export const productsQueryOptions = (query: ListingQuery) =>
  queryOptions({
    queryKey: catalogKeys.list(query),
    queryFn: ({ signal }) => listProducts(query, signal),
  });

/**
 * A product listing. While the next page or filter loads, the previous answer stays on screen
 * (`isPlaceholderData` tells so) rather than the grid collapsing into skeletons.
 */
export function useProducts(query: ListingQuery) {
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
}
