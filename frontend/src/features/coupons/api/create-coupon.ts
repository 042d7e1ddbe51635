import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Coupon } from '@/api';
import { zCreatedCoupon } from '@/api/schemas';
import type { CreateCouponBody } from '@/components/coupons';
import { apiFetch } from '@/lib/api';

import { couponKeys } from './keys';

/**
 * POST /api/v2/create-coupon-code (the body as `CreateCouponBody` says): 201 with the coupon. 400 names each wrong field in
 * `error.fields`; 409 `duplicate_code` when a coupon already has the code (in any case).
 */
export async function createCoupon(body: CreateCouponBody): Promise<Coupon> {
  return (await apiFetch('/api/v2/create-coupon-code', zCreatedCoupon, { method: 'POST', json: body }))
    .coupon;
}

/** Creates a coupon for the signed-in seller's shop, `shopId`. */
export function useCreateCoupon(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => {
      // Every page of the list reloads (a new coupon moves the others along a page).
      void queryClient.invalidateQueries({ queryKey: couponKeys.shop(shopId) });
    },
    meta: { session: 'seller' },
  });
}
