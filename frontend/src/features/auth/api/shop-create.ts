import { useMutation } from '@tanstack/react-query';

import type { ShopCreateBody } from '@/api';
import { zShopCreated } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

/** POST /api/v2/shop-create: registers an inactive shop and emails an activation link. 409 `email_taken`. */
export async function shopCreate(body: ShopCreateBody) {
  return (await apiFetch('/api/v2/shop-create', zShopCreated, { method: 'POST', json: body })).message;
}

export function useShopCreate() {
  return useMutation({ mutationFn: shopCreate });
}
