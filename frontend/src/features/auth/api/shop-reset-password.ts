import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ResetPasswordBody } from '@/api';
import { zMessageResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { sellerQueryOptions } from '@/lib/session';

/** POST /api/v2/shop-reset-password. Ends every session of the shop; 400 `invalid_token`. */
export async function shopResetPassword(body: ResetPasswordBody) {
  return (await apiFetch('/api/v2/shop-reset-password', zMessageResponse, { method: 'POST', json: body }))
    .message;
}

export function useShopResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopResetPassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellerQueryOptions().queryKey });
    },
  });
}
