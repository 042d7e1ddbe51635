import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zDeletedCoupon } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

import { shopCouponsQueryOptions } from './get-shop-coupons';
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
      // Gone from the list at once, not after the reload.
      queryClient.setQueryData(shopCouponsQueryOptions(shopId).queryKey, (coupons) =>
        coupons?.filter((coupon) => coupon._id !== id),
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
