import { useMutation } from '@tanstack/react-query';

import { zMessageResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

/** POST /api/v2/shop-forgot-password. The answer is the same whether or not the shop exists. */
export async function shopForgotPassword(body: { email: string }) {
  return (await apiFetch('/api/v2/shop-forgot-password', zMessageResponse, { method: 'POST', json: body }))
    .message;
}

export function useShopForgotPassword() {
  return useMutation({ mutationFn: shopForgotPassword });
}
