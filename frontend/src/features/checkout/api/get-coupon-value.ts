import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CouponValue } from '@/api';
import { zCouponValueResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

/**
 * GET /api/v2/get-coupon-value/{code}: a coupon by its code (case-insensitive). 404 `not_found`
 * for an unknown, deleted or expired code. Whether it applies to this cart is the quote's answer.
 */
export async function getCouponValue(code: string, signal?: AbortSignal): Promise<CouponValue> {
  return (
    await apiFetch(`/api/v2/get-coupon-value/${encodeURIComponent(code)}`, zCouponValueResponse, { signal })
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
