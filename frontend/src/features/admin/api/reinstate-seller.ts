import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminSeller } from '@/api';
import { zSellerStatusChanged } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { rowChanged } from './cache';
import { adminKeys } from './keys';

/**
 * PUT /api/v2/reinstate-seller-by-admin/{id}: a suspended shop is active again (its products return
 * to the storefront, its seller may sign in). Answers the message to show; 404 for an unknown id.
 */
export async function reinstateSeller(id: string): Promise<string> {
  return (
    await apiFetch(`/api/v2/reinstate-seller-by-admin/${encodeURIComponent(id)}`, zSellerStatusChanged, {
      method: 'PUT',
    })
  ).message;
}

export function useReinstateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateSeller,
    onSuccess: (_message, id) =>
      rowChanged<AdminSeller>(queryClient, adminKeys.sellers(), id, (seller) => ({
        ...seller,
        status: 'active',
      })),
    onError: () => void queryClient.invalidateQueries({ queryKey: adminKeys.sellers() }),
    meta: { session: 'user' },
  });
}
