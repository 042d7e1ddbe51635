import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zPlatformCouponDeleted } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

import { rowChanged } from './cache';
import { adminKeys } from './keys';

/**
 * DELETE /api/v2/admin-delete-coupon/{id}: the platform coupon stops working at once. Answers the
 * message to show; 404 for an unknown id or a shop's coupon.
 */
export async function deletePlatformCoupon(id: string): Promise<string> {
  return (
    await apiFetch(`/api/v2/admin-delete-coupon/${encodeURIComponent(id)}`, zPlatformCouponDeleted, {
      method: 'DELETE',
    })
  ).message;
}

export function useDeletePlatformCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlatformCoupon,
    onSuccess: (_message, id) => rowChanged(queryClient, adminKeys.coupons(), id, () => null),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: adminKeys.coupons() });
    },
    meta: { session: 'user' },
  });
}
