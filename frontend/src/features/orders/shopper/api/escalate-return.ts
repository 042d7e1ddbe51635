import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MovedOrder, RefundReasonBody } from '@/api';
import { zMovedOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

/**
 * POST /api/v2/order-refund-escalate/{id} body `{"reason"}`: the shopper takes a return the shop
 * rejected to Haat, once, within 7 days of the rejection (docs/orders.md "Rejected returns"). 409
 * `escalation_window_closed` after that.
 */
export async function escalateReturn({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<Omit<MovedOrder, 'success'>> {
  const { message, order } = await apiFetch(
    `/api/v2/order-refund-escalate/${encodeURIComponent(id)}`,
    zMovedOrder,
    { method: 'POST', json: { reason } satisfies RefundReasonBody },
  );
  return { message, order };
}

export function useEscalateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: escalateReturn,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.userOrder(order._id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
