import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

export const forgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/v2/forgot-password. The answer is the same whether or not the account exists. */
export async function forgotPassword(body: { email: string }) {
  return (await apiFetch('/api/v2/forgot-password', forgotPasswordResponse, { method: 'POST', json: body }))
    .message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
