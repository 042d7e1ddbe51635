import { useMutation } from '@tanstack/react-query';

import { zMessageResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

/**
 * POST /api/v2/shop-activation/resend: emails a new activation link to the shop with this email, if
 * one is waiting to be activated. The answer (its `message`) is the same whether or not there is
 * such a shop, so nobody learns which emails have one. 400 `validation_failed` names `email`; 429
 * `too_many_requests` says how long to wait.
 */
export async function shopActivationResend(body: { email: string }) {
  return (
    await apiFetch('/api/v2/shop-activation/resend', zMessageResponse, {
      method: 'POST',
      json: body,
    })
  ).message;
}

export function useShopActivationResend() {
  return useMutation({ mutationFn: shopActivationResend });
}
