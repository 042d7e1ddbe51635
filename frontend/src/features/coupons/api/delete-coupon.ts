import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Coupon } from '@/api';
import { zDeletedCoupon } from '@/api/schemas';
import { type Paged, withoutItem } from '@/components/table';
import { ApiError, apiFetch } from '@/lib/api';

import { couponKeys } from './keys';

/**
 * DELETE /api/v2/delete-coupon/{id}: the coupon stops working at once and its code may be used
 * again. Answers the message to show; 404 when the coupon is not the shop's (or already gone).
 */
export async function deleteCoupon(id: string): Promise<string> {
  return (
    await apiFetch(`/api/v2/delete-coupon/${encodeURIComponent(id)}`, zDeletedCoupon, {
      method: 'DELETE',
    })
  ).message;
}

/** Deletes one of `shopId`'s coupons. */
export function useDeleteCoupon(shopId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: couponKeys.shop(shopId) });
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: (_message, id) => {
      // Gone from every cached page at once, not after the reload (which refetches them all).
      queryClient.setQueriesData<Paged<Coupon>>({ queryKey: couponKeys.shop(shopId) }, (coupons) =>
        withoutItem(coupons, id),
      );
      void refresh();
    },
    onError: (error) => {
      // Deleted elsewhere meanwhile: the reload shows the list as it is.
      if (error instanceof ApiError && error.status === 404) void refresh();
    },
    meta: { session: 'seller' },
  });
}
