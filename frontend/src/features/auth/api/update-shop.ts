import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { sellerQueryOptions } from '@/lib/session';
import { sellerSchema } from '@/lib/session/schemas';
import { z } from '@/lib/zod';

/** The answer names the shop `shop`, not `seller` (docs/identity.md); it has the seller shape. */
export const updateShopResponse = z.object({ success: z.literal(true), shop: sellerSchema });

/**
 * The shop's public and contact details; the email and password change elsewhere. `description`
 * is null for none. `gstin` and `pan` are left out when the shop has none: the server reads a
 * missing one as "none", so leaving one out removes it.
 */
export type UpdateShopBody = {
  name: string;
  shopName: string;
  description: string | null;
  phone: string;
  address: string;
  zipCode: string;
  gstin?: string | undefined;
  pan?: string | undefined;
};

/** PUT /api/v2/update-shop: 400 with `fields` (e.g. `gstin` when it does not contain the PAN); 401 when signed out. */
export async function updateShop(body: UpdateShopBody) {
  return (await apiFetch('/api/v2/update-shop', updateShopResponse, { method: 'PUT', json: body })).shop;
}

export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    onSuccess: (shop) => queryClient.setQueryData(sellerQueryOptions().queryKey, shop),
    meta: { session: 'seller' },
  });
}
