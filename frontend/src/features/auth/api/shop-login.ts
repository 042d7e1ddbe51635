import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { signedInAsSeller } from '@/lib/session';
import { sellerSchema } from '@/lib/session/schemas';
import { z } from '@/lib/zod';

export const shopLoginResponse = z.object({ success: z.literal(true), seller: sellerSchema });

export type ShopLoginBody = { email: string; password: string };

/** POST /api/v2/shop-login. 401 `invalid_credentials`; 403 `shop_not_active`. */
export async function shopLogin(body: ShopLoginBody) {
  return (await apiFetch('/api/v2/shop-login', shopLoginResponse, { method: 'POST', json: body })).seller;
}

export function useShopLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopLogin,
    onSuccess: (seller) => signedInAsSeller(queryClient, seller),
  });
}
