import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';
import { type Coupon, couponSchema } from '@/lib/orders/schemas';
import { z } from '@/lib/zod';

export const getCouponValueResponse = z.object({ success: z.literal(true), couponCode: couponSchema });

/**
 * GET /api/v2/get-coupon-value/{code}: a coupon by its code (case-insensitive). 404 `not_found`
 * for an unknown, deleted or expired code. Whether it applies to this cart is the quote's answer.
 */
export async function getCouponValue(code: string, signal?: AbortSignal): Promise<Coupon> {
  return (
    await apiFetch(`/api/v2/get-coupon-value/${encodeURIComponent(code)}`, getCouponValueResponse, { signal })
  ).couponCode;
}

export const couponValueQueryOptions = (code: string) =>
  queryOptions({
    queryKey: orderKeys.coupon(code),
    queryFn: ({ signal }) => getCouponValue(code, signal),
  });

/** The coupon applied at checkout, to describe it; nothing is asked while no code is applied. */
export function useCouponValue(code: string | null) {
  return useQuery({ ...couponValueQueryOptions(code ?? ''), enabled: code !== null });
}
