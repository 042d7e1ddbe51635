import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { couponKeys } from './keys';
import { type Coupon, couponSchema } from './schemas';

export const getShopCouponsResponse = z.object({
  success: z.literal(true),
  couponCodes: z.array(couponSchema),
});

/**
 * GET /api/v2/get-coupon/{shopId}: the shop's coupons, expired ones too, newest first. 401 when
 * the session is over; 403 for another shop's id.
 */
export async function getShopCoupons(shopId: string, signal?: AbortSignal): Promise<Coupon[]> {
  return (
    await apiFetch(`/api/v2/get-coupon/${encodeURIComponent(shopId)}`, getShopCouponsResponse, { signal })
  ).couponCodes;
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
