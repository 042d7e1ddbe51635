import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdateShopBody } from '@/api';
import { zUpdateShopResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { accountChanged } from '@/lib/session';

/**
 * PUT /api/v2/update-shop: the shop's public and contact details; the email and password change
 * elsewhere. `description` is null for none. `gstin` and `pan` are left out when the shop has
 * none: the server reads a missing one as "none", so leaving one out removes it. The answer names
 * the shop `shop`, not `seller` (docs/identity.md). 400 with `fields` (e.g. `gstin` when it does
 * not contain the PAN); 401 when signed out.
 */
export async function updateShop(body: UpdateShopBody) {
  return (await apiFetch('/api/v2/update-shop', zUpdateShopResponse, { method: 'PUT', json: body })).shop;
}

export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    onSuccess: (shop) => accountChanged(queryClient, 'seller', shop),
    meta: { session: 'seller' },
  });
}
