import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProductPage } from '@/api';
import { zProductPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { catalogKeys } from './keys';

export type ProductDetails = Omit<ProductPage, 'success'>;

/**
 * GET /api/v2/get-product-details/{id}: a product or a running event, with its reviews. 404
 * `not_found` for an unknown or deleted id, a suspended shop's product, or an event not running.
 */
export async function getProductDetails(id: string): Promise<ProductDetails> {
  const { product, reviews } = await apiFetch(
    `/api/v2/get-product-details/${encodeURIComponent(id)}`,
    zProductPage,
  );
  return { product, reviews };
}

export const productDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogKeys.details(id), queryFn: () => getProductDetails(id) });

export function useProductDetails(id: string) {
  return useQuery(productDetailsQueryOptions(id));
}
