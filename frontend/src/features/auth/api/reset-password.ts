import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ResetPasswordBody } from '@/api';
import { zMessageResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { userQueryOptions } from '@/lib/session';

/** POST /api/v2/reset-password. Ends every session of the account; 400 `invalid_token`. */
export async function resetPassword(body: ResetPasswordBody) {
  return (await apiFetch('/api/v2/reset-password', zMessageResponse, { method: 'POST', json: body })).message;
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
