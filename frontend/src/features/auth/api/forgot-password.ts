import { useMutation } from '@tanstack/react-query';

import { zMessageResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

/** POST /api/v2/forgot-password. The answer is the same whether or not the account exists. */
export async function forgotPassword(body: { email: string }) {
  return (await apiFetch('/api/v2/forgot-password', zMessageResponse, { method: 'POST', json: body }))
    .message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
