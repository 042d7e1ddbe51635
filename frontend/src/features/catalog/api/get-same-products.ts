import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@/api';
import { zSimilarProducts } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { catalogKeys } from './keys';

/**
 * GET /api/v2/get-same-products/{id}: the product's variants (same shop, same name, another
 * colour or size) first, then more of its category; at most 8, never the product itself.
 */
export async function getSameProducts(id: string): Promise<Product[]> {
  return (await apiFetch(`/api/v2/get-same-products/${encodeURIComponent(id)}`, zSimilarProducts)).products;
}

export const sameProductsQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogKeys.same(id), queryFn: () => getSameProducts(id) });

export function useSameProducts(id: string) {
  return useQuery(sameProductsQueryOptions(id));
}

/** Names match as the server matches variants: the same words, whatever the case and spacing. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');

/**
 * Splits the answer into the product's variants (its other colours and sizes: same shop, same
 * name) and the rest, which the page offers as "You may also like".
 */
export function splitVariants(
  product: Pick<Product, 'name' | 'shopId'>,
  same: readonly Product[],
): { variants: Product[]; others: Product[] } {
  const variants: Product[] = [];
  const others: Product[] = [];
  for (const candidate of same) {
    const isVariant = candidate.shopId === product.shopId && sameName(candidate.name, product.name);
    (isVariant ? variants : others).push(candidate);
  }
  return { variants, others };
}
