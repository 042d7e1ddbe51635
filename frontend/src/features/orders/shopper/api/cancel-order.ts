import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CancelOrderBody, MovedOrder } from '@/api';
import { zMovedOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

export type CancelOrder = { id: string; reason: string };

/**
 * POST /api/v2/order-cancel/{id} body `{"reason"}`: the shopper cancels an order that is still
 * Processing, or withdraws a checkout awaiting its online payment (all of its orders). 409
 * `status_not_allowed` once the order has left the shop; 400 on `reason` outside 3–500 characters.
 */
export async function cancelOrder({ id, reason }: CancelOrder): Promise<Omit<MovedOrder, 'success'>> {
  const { message, order } = await apiFetch(`/api/v2/order-cancel/${encodeURIComponent(id)}`, zMovedOrder, {
    method: 'POST',
    json: { reason } satisfies CancelOrderBody,
  });
  return { message, order };
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.userOrder(order._id), order);
      // A withdrawn checkout cancels its other orders too, and the lists show the status.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
