import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProductChoice } from '@/components/coupons';
import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { couponKeys } from './keys';

/** A product as the coupon form needs it (`ProductChoice`): which one, and how to name it in a list. */
export const productChoiceSchema: z.ZodType<ProductChoice> = z.object({
  _id: z.string(),
  name: z.string(),
  color: z
    .object({ name: z.string() })
    .nullish()
    .transform((color) => color ?? null),
});

export const getShopProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(productChoiceSchema),
  productsCount: z.number().int().optional(),
});

/** The largest page the server gives (docs/catalog.md). */
const PAGE_LIMIT = 100;
/** A guard against a server that never says it is done: 5,000 products is far beyond any select. */
const MAX_PAGES = 50;

const byName = (a: ProductChoice, b: ProductChoice) =>
  a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' });

/**
 * GET /api/v2/get-all-product-shop/{shopId}, every page: all the shop's products (not its events),
 * which a coupon may be limited to, by name. A page holds at most 100, so a large shop takes more
 * than one call; a product that moves between pages meanwhile is kept once.
 */
export async function getShopProductChoices(shopId: string, signal?: AbortSignal): Promise<ProductChoice[]> {
  const found = new Map<string, ProductChoice>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { products, productsCount } = await apiFetch(
      `/api/v2/get-all-product-shop/${encodeURIComponent(shopId)}?page=${page}&limit=${PAGE_LIMIT}`,
      getShopProductsResponse,
      { signal },
    );
    for (const product of products) found.set(product._id, product);
    const seen = (page - 1) * PAGE_LIMIT + products.length;
    if (products.length < PAGE_LIMIT || (productsCount !== undefined && seen >= productsCount)) break;
  }
  return [...found.values()].sort(byName);
}

export const shopProductChoicesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: couponKeys.productChoices(shopId),
    queryFn: ({ signal }) => getShopProductChoices(shopId, signal),
  });

export function useShopProductChoices(shopId: string) {
  return useQuery(shopProductChoicesQueryOptions(shopId));
}
