import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { userQueryOptions } from '@/lib/session';
import { z } from '@/lib/zod';

export const resetPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

export type ResetPasswordBody = { token: string; newPassword: string; confirmPassword: string };

/** POST /api/v2/reset-password. Ends every session of the account; 400 `invalid_token`. */
export async function resetPassword(body: ResetPasswordBody) {
  return (await apiFetch('/api/v2/reset-password', resetPasswordResponse, { method: 'POST', json: body }))
    .message;
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // If this browser was signed in as that shopper, it no longer is: ask the server again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    },
  });
}
