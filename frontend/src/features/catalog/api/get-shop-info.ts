import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicShop } from '@/api';
import { zShopInfo } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { catalogKeys } from './keys';

/** GET /api/v2/get-shop-info/{id}: a shop's public facts. 404 for an unknown or suspended shop. */
export async function getShopInfo(id: string): Promise<PublicShop> {
  return (await apiFetch(`/api/v2/get-shop-info/${encodeURIComponent(id)}`, zShopInfo)).shop;
}

export const shopInfoQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogKeys.shopInfo(id), queryFn: () => getShopInfo(id) });

export function useShopInfo(id: string) {
  return useQuery(shopInfoQueryOptions(id));
}
