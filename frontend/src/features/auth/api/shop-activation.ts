import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zSellerResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { signedIn } from '@/lib/session';

/** POST /api/v2/shop-activation: activates the shop and signs the seller in. 400 `invalid_token`. */
export async function shopActivation(body: { token: string }) {
  return (await apiFetch('/api/v2/shop-activation', zSellerResponse, { method: 'POST', json: body })).seller;
}

export function useShopActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopActivation,
    onSuccess: (seller) => signedIn(queryClient, 'seller', seller),
  });
}
