import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

export const shopForgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/v2/shop-forgot-password. The answer is the same whether or not the shop exists. */
export async function shopForgotPassword(body: { email: string }) {
  return (
    await apiFetch('/api/v2/shop-forgot-password', shopForgotPasswordResponse, { method: 'POST', json: body })
  ).message;
}

export function useShopForgotPassword() {
  return useMutation({ mutationFn: shopForgotPassword });
}
