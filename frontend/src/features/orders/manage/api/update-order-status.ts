import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Order, OrderStatus, UpdateOrderStatusBody } from '@/api';
import { zMovedOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { type Manager, orderChanged } from './cache';

export type UpdateOrderStatus = {
  orderId: string;
  /** The order's shop: the seller's own id, or `order.shopId` when the Admin calls. */
  sellerId: string;
  status: OrderStatus;
  /** Required with "Transferred to delivery partner": the parcel's courier, AWB and expected day. */
  shipment?: Pick<UpdateOrderStatusBody, 'courier' | 'trackingNumber' | 'expectedDelivery'>;
};

/**
 * PUT /api/v2/update-order-status/{orderId}/{sellerId} body `{"status"}`: moves an order along
 * its delivery path; "Transferred to delivery partner" also takes `courier`, `trackingNumber` and
 * `expectedDelivery` (400 naming each that is missing or wrong). 409 `status_not_allowed` for a move
 * the status machine refuses (a step back, or the status it already has).
 */
export async function updateOrderStatus({
  orderId,
  sellerId,
  status,
  shipment,
}: UpdateOrderStatus): Promise<{ message: string; order: Order }> {
  const { message, order } = await apiFetch(
    `/api/v2/update-order-status/${encodeURIComponent(orderId)}/${encodeURIComponent(sellerId)}`,
    zMovedOrder,
    { method: 'PUT', json: { status, ...shipment } satisfies UpdateOrderStatusBody },
  );
  return { message, order };
}

export function useUpdateOrderStatus(who: Manager) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: ({ order }) => orderChanged(queryClient, order),
    meta: { session: who === 'seller' ? 'seller' : 'user' },
  });
}
