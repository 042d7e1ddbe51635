import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { sellerQueryOptions } from '@/lib/session';
import { z } from '@/lib/zod';

import type { ResetPasswordBody } from './reset-password';

export const shopResetPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/v2/shop-reset-password. Ends every session of the shop; 400 `invalid_token`. */
export async function shopResetPassword(body: ResetPasswordBody) {
  return (
    await apiFetch('/api/v2/shop-reset-password', shopResetPasswordResponse, { method: 'POST', json: body })
  ).message;
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
