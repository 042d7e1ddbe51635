import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type ResponseOf, apiFetch, lazySchema } from '@/lib/api';

import { type ListingQuery, toApiSearch } from '../query';
import { catalogKeys } from './keys';

/** The answer's schema, loaded with the request (see `lazySchema`): the home page lists products. */
export const listProductsResponse = lazySchema(async () => {
  const [{ z }, { facetsSchema, productSchema }] = await Promise.all([
    import('@/lib/zod'),
    import('./schemas'),
  ]);
  return z.object({
    success: z.literal(true),
    products: z.array(productSchema),
    productsCount: z.number().int().nonnegative(),
    page: z.number().int(),
    limit: z.number().int(),
    // The filter panel can do without counts; the products must not be lost for want of them.
    facets: facetsSchema.prefault({}),
  });
});

export type ProductList = Omit<ResponseOf<typeof listProductsResponse>, 'success'>;

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
