import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { catalogKeys } from './keys';
import { type ShopInfo, shopInfoSchema } from './schemas';

export const getShopInfoResponse = z.object({ success: z.literal(true), shop: shopInfoSchema });

/** GET /api/v2/get-shop-info/{id}: a shop's public facts. 404 for an unknown or suspended shop. */
export async function getShopInfo(id: string): Promise<ShopInfo> {
  return (await apiFetch(`/api/v2/get-shop-info/${encodeURIComponent(id)}`, getShopInfoResponse)).shop;
}

export const shopInfoQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogKeys.shopInfo(id), queryFn: () => getShopInfo(id) });

export function useShopInfo(id: string) {
  return useQuery(shopInfoQueryOptions(id));
}
