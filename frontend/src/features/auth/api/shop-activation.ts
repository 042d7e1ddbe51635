import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { signedInAsSeller } from '@/lib/session';
import { sellerSchema } from '@/lib/session/schemas';
import { z } from '@/lib/zod';

export const shopActivationResponse = z.object({ success: z.literal(true), seller: sellerSchema });

/** POST /api/v2/shop-activation: activates the shop and signs the seller in. 400 `invalid_token`. */
export async function shopActivation(body: { token: string }) {
  return (await apiFetch('/api/v2/shop-activation', shopActivationResponse, { method: 'POST', json: body }))
    .seller;
}

export function useShopActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopActivation,
    onSuccess: (seller) => signedInAsSeller(queryClient, seller),
  });
}
