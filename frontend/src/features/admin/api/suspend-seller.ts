import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminSeller } from '@/api';
import { zSellerStatusChanged } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { rowChanged } from './cache';
import { adminKeys } from './keys';

/**
 * DELETE /api/v2/delete-seller-by-admin/{id}: suspends the shop (the original's "delete",
 * docs/product.md §7.8). Its products and events leave the storefront, its seller's sessions end;
 * its orders, coupons, ledger and withdrawals are kept. Harmless twice; 404 for an unknown id.
 * Answers the message to show.
 */
export async function suspendSeller(id: string): Promise<string> {
  return (
    await apiFetch(`/api/v2/delete-seller-by-admin/${encodeURIComponent(id)}`, zSellerStatusChanged, {
      method: 'DELETE',
    })
  ).message;
}

export function useSuspendSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendSeller,
    onSuccess: (_message, id) =>
      rowChanged<AdminSeller>(queryClient, adminKeys.sellers(), id, (seller) => ({
        ...seller,
        status: 'suspended',
      })),
    onError: () => void queryClient.invalidateQueries({ queryKey: adminKeys.sellers() }),
    meta: { session: 'user' },
  });
}
