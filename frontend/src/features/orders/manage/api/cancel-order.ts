import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CancelOrderBody, Order } from '@/api';
import { zMovedOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { type Manager, orderChanged } from './cache';

export type ShopCancelOrder = { id: string; reason: string };

/**
 * POST /api/v2/shop-order-cancel/{id} body `{"reason"}`: the shop (or the Admin) cancels an order
 * that is still Processing, with a reason the shopper reads. 409 `status_not_allowed` once it has
 * left the shop; 400 on `reason` outside 3–500 characters.
 */
export async function shopCancelOrder({
  id,
  reason,
}: ShopCancelOrder): Promise<{ message: string; order: Order }> {
  const { message, order } = await apiFetch(
    `/api/v2/shop-order-cancel/${encodeURIComponent(id)}`,
    zMovedOrder,
    {
      method: 'POST',
      json: { reason } satisfies CancelOrderBody,
    },
  );
  return { message, order };
}

export function useShopCancelOrder(who: Manager) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopCancelOrder,
    onSuccess: ({ order }) => orderChanged(queryClient, order),
    meta: { session: who === 'seller' ? 'seller' : 'user' },
  });
}
