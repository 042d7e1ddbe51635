import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MovedOrder, RefundRequestBody } from '@/api';
import { zMovedOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

export type RefundRequested = Omit<MovedOrder, 'success'>;

/**
 * PUT /api/v2/order-refund/{id}: returns units of a delivered order, within 14 days of delivery
 * (docs/orders.md "Returns": the lines and units, a reason, and for cash on delivery where the
 * refund is paid; the status becomes Processing Refund). 400 names each wrong field; 409
 * `refund_window_closed` after the window, `status_not_allowed` for an order that is not
 * Delivered (or refunded in part) or has a return open.
 */
export async function requestRefund({
  id,
  body,
}: {
  id: string;
  body: RefundRequestBody;
}): Promise<RefundRequested> {
  const { message, order } = await apiFetch(`/api/v2/order-refund/${encodeURIComponent(id)}`, zMovedOrder, {
    method: 'PUT',
    json: body,
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
