import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Coupon } from '@/api';
import { zShopCoupons } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { couponKeys } from './keys';

/**
 * GET /api/v2/get-coupon/{shopId}: the shop's coupons, expired ones too, newest first. 401 when
 * the session is over; 403 for another shop's id.
 */
export async function getShopCoupons(shopId: string, signal?: AbortSignal): Promise<Coupon[]> {
  return (await apiFetch(`/api/v2/get-coupon/${encodeURIComponent(shopId)}`, zShopCoupons, { signal }))
    .couponCodes;
}

export const shopCouponsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: couponKeys.shop(shopId),
    queryFn: ({ signal }) => getShopCoupons(shopId, signal),
    meta: { session: 'seller' },
  });

export function useShopCoupons(shopId: string) {
  return useQuery(shopCouponsQueryOptions(shopId));
}
