import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Order, OrderStatus, OrderStatusBody } from '@/api';
import { zMovedOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { type Manager, orderChanged } from './cache';

export type UpdateRefundStatus = { id: string; status: OrderStatus };

/**
 * PUT /api/v2/shop-order-refund-success/{id} body `{"status"}`: "Refund Success" approves a refund
 * the shopper asked for (stock back, credit reversed, payment refunded). Anything else, such as the
 * admin screen's "Processing Refund" when nothing was chosen, is answered 409 with the reason.
 */
export async function updateRefundStatus({
  id,
  status,
}: UpdateRefundStatus): Promise<{ message: string; order: Order }> {
  const { message, order } = await apiFetch(
    `/api/v2/shop-order-refund-success/${encodeURIComponent(id)}`,
    zMovedOrder,
    { method: 'PUT', json: { status } satisfies OrderStatusBody },
  );
  return { message, order };
}

export function useUpdateRefundStatus(who: Manager) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRefundStatus,
    onSuccess: ({ order }) => orderChanged(queryClient, order),
    meta: { session: who === 'seller' ? 'seller' : 'user' },
  });
}
