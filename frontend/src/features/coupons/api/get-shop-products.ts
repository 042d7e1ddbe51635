import { queryOptions, useQuery } from '@tanstack/react-query';

import { zShopProducts } from '@/api/schemas';
import type { ProductChoice } from '@/components/coupons';
import { apiFetch } from '@/lib/api';

import { couponKeys } from './keys';

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
      zShopProducts,
      { signal },
    );
    for (const { _id, name, color } of products) found.set(_id, { _id, name, color });
    const seen = (page - 1) * PAGE_LIMIT + products.length;
    if (products.length < PAGE_LIMIT || seen >= productsCount) break;
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
