import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { shopCouponsQueryOptions } from './get-shop-coupons';
import { couponKeys } from './keys';
import { type Coupon, couponSchema } from './schemas';
import { forgetSellerIfSignedOut } from './session';

/** The body of POST /create-coupon-code: amounts in rupees as numbers, the expiry in UTC (RFC 3339). */
export type CreateCouponBody = {
  name: string;
  value: number;
  minAmount: number | null;
  maxAmount: number | null;
  selectedProduct: string | null;
  expiresAt: string | null;
  /** How many times it may be used in all, 1 to 1000000; null for no limit. */
  maxUses: number | null;
  /** How many times one account may use it, 1 to 1000000; null for no limit. */
  maxUsesPerAccount: number | null;
};

export const createCouponResponse = z.object({ success: z.literal(true), coupon: couponSchema });

/**
 * POST /api/v2/create-coupon-code: 201 with the coupon. 400 names each wrong field in
 * `error.fields`; 409 `duplicate_code` when a coupon already has the code (in any case).
 */
export async function createCoupon(body: CreateCouponBody): Promise<Coupon> {
  return (await apiFetch('/api/v2/create-coupon-code', createCouponResponse, { method: 'POST', json: body }))
    .coupon;
}

/** Creates a coupon for the signed-in seller's shop, `shopId`. */
export function useCreateCoupon(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: (coupon) => {
      // Newest first, as the list comes from the server: it shows at once, and reloads behind.
      queryClient.setQueryData(shopCouponsQueryOptions(shopId).queryKey, (coupons) =>
        coupons ? [coupon, ...coupons.filter((other) => other._id !== coupon._id)] : coupons,
      );
      void queryClient.invalidateQueries({ queryKey: couponKeys.shop(shopId) });
    },
    onError: (error) => forgetSellerIfSignedOut(queryClient, error),
  });
}
