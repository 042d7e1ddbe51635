import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type MovedOrder, OrderStatus, type OrderStatusBody } from '@/api';
import { zMovedOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

export type RefundRequested = Omit<MovedOrder, 'success'>;

/**
 * PUT /api/v2/order-refund/{id}: asks for a refund of a delivered order, within 14 days of
 * delivery (docs/product.md §7.5: the status becomes Processing Refund). 409 `refund_window_closed` after
 * that, 409 `status_not_allowed` for an order that is not Delivered.
 */
export async function requestRefund(id: string): Promise<RefundRequested> {
  const { message, order } = await apiFetch(`/api/v2/order-refund/${encodeURIComponent(id)}`, zMovedOrder, {
    method: 'PUT',
    json: { status: OrderStatus.PROCESSING_REFUND } satisfies OrderStatusBody,
  });
  return { message, order };
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.userOrder(order._id), order);
      // The lists show the status too, and the seller's side of the same order has changed.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
