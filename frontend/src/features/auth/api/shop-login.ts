import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ShopLoginBody } from '@/api';
import { zSellerResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { signedInAsSeller } from '@/lib/session';

/** POST /api/v2/shop-login. 401 `invalid_credentials`; 403 `shop_not_active`. */
export async function shopLogin(body: ShopLoginBody) {
  return (await apiFetch('/api/v2/shop-login', zSellerResponse, { method: 'POST', json: body })).seller;
}

export function useShopLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopLogin,
    onSuccess: (seller) => signedInAsSeller(queryClient, seller),
  });
}
