import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Coupon, CouponBody } from '@/api';
import { zPlatformCouponCreated } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';

/**
 * POST /api/v2/admin-create-coupon: a shop coupon's body (docs/orders.md "Coupons") without
 * `selectedProduct`; amounts in rupees as numbers, the expiry in UTC (RFC 3339). 201 with the
 * coupon (`shopId` null). 400 names each wrong field; 409 `duplicate_code` when a live coupon
 * already has the code, in any case.
 */
export async function createPlatformCoupon(body: Omit<CouponBody, 'selectedProduct'>): Promise<Coupon> {
  return (
    await apiFetch('/api/v2/admin-create-coupon', zPlatformCouponCreated, {
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
