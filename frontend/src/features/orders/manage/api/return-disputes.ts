import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Order, RefundDecisionBody, RefundReasonBody } from '@/api';
import { zMovedOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { type Manager, orderChanged } from './cache';

type Moved = { message: string; order: Order };

/**
 * PUT /api/v2/shop-order-refund-reject/{id} body `{"reason"}`: the shop (or the Admin) rejects the
 * open return, saying why (docs/orders.md "Rejected returns"). 400 on `reason` outside 3–500
 * characters; 409 `status_not_allowed` when no return waits for the shop.
 */
export async function rejectReturn({ id, reason }: { id: string; reason: string }): Promise<Moved> {
  const { message, order } = await apiFetch(
    `/api/v2/shop-order-refund-reject/${encodeURIComponent(id)}`,
    zMovedOrder,
    { method: 'PUT', json: { reason } satisfies RefundReasonBody },
  );
  return { message, order };
}

export function useRejectReturn(who: Manager) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectReturn,
    onSuccess: ({ order }) => orderChanged(queryClient, order),
    meta: { session: who === 'seller' ? 'seller' : 'user' },
  });
}

/**
 * PUT /api/v2/admin-refund-decision/{id} body `{"decision", "reason"}`: the Admin approves a
 * return the shopper escalated (refunded as any approval) or declines it for good, saying why.
 */
export async function decideReturn({ id, ...body }: { id: string } & RefundDecisionBody): Promise<Moved> {
  const { message, order } = await apiFetch(
    `/api/v2/admin-refund-decision/${encodeURIComponent(id)}`,
    zMovedOrder,
    { method: 'PUT', json: body satisfies RefundDecisionBody },
  );
  return { message, order };
}

export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReturn,
    onSuccess: ({ order }) => orderChanged(queryClient, order),
    meta: { session: 'user' },
  });
}
