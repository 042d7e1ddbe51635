import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { adminKeys } from './keys';
import { type PlatformCoupon, platformCouponSchema } from './schemas';

/**
 * The body of POST /admin-create-coupon: a shop coupon's (docs/orders.md "Coupons") without
 * `selectedProduct`. Amounts in rupees as numbers; the expiry in UTC (RFC 3339).
 */
export type CreatePlatformCouponBody = {
  name: string;
  value: number;
  minAmount: number | null;
  maxAmount: number | null;
  expiresAt: string | null;
  /** How many times it may be used in all, 1 to 1000000; null for no limit. */
  maxUses: number | null;
  /** How many times one account may use it, 1 to 1000000; null for the platform's default, once. */
  maxUsesPerAccount: number | null;
};

export const createPlatformCouponResponse = z.object({
  success: z.literal(true),
  coupon: platformCouponSchema,
});

/**
 * POST /api/v2/admin-create-coupon: 201 with the coupon (`shopId` null). 400 names each wrong
 * field; 409 `duplicate_code` when a live coupon already has the code, in any case.
 */
export async function createPlatformCoupon(body: CreatePlatformCouponBody): Promise<PlatformCoupon> {
  return (
    await apiFetch('/api/v2/admin-create-coupon', createPlatformCouponResponse, {
      method: 'POST',
      json: body,
    })
  ).coupon;
}

export function useCreatePlatformCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlatformCoupon,
    // The list (newest first) and the audit log both gain a line.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    meta: { session: 'user' },
  });
}
