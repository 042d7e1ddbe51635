import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { type Order, type OrderStatus, orderSchema } from '@/lib/orders/schemas';
import { z } from '@/lib/zod';

import { type Manager, orderChanged } from './cache';

export const updateRefundStatusResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});

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
    updateRefundStatusResponse,
    { method: 'PUT', json: { status } },
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
