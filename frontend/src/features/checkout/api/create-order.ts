import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import { userQueryOptions } from '@/features/auth';
import {
  type CartLine,
  type Order,
  type ShippingAddress,
  orderKeys,
  orderSchema,
} from '@/features/orders/shopper';
import { ApiError, apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

export type PaymentMethod = 'cod' | 'razorpay';

export type CreateOrderBody = {
  cart: CartLine[];
  shippingAddress: ShippingAddress;
  couponCode: string | null;
  paymentMethod: PaymentMethod;
};

export const createOrderResponse = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
  checkoutId: z.string(),
  paymentMethod: z.enum(['cod', 'razorpay']),
  totalPrice: z.number(),
});
export type PlacedCheckout = z.output<typeof createOrderResponse>;

/**
 * POST /api/v2/create-order: places the cart as one order per shop, all or none. The same
 * `Idempotency-Key` with the same body answers the first result and places nothing new, so a
 * request whose answer was lost can be sent again. 400 `validation_failed` names the fields
 * (`shippingAddress.zipCode`, `cart[2].size`), 409 `out_of_stock`, `price_changed` or
 * `cod_limit` (cash on delivery is limited per account; `fields` names the lines, `cart[0]`)
 * places nothing, 422 `idempotency_key_reused` for a key sent before with another body.
 */
export async function createOrder({
  body,
  idempotencyKey,
}: {
  body: CreateOrderBody;
  idempotencyKey: string;
}): Promise<PlacedCheckout> {
  return apiFetch('/api/v2/create-order', createOrderResponse, {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Keeps the orders just placed, so their pages open at once, and marks the order lists stale. */
export function rememberPlacedOrders(queryClient: QueryClient, orders: readonly Order[]) {
  // Not refetched now: the checkout's own quote is among these keys, and its cart has just gone.
  void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
  for (const order of orders) queryClient.setQueryData(orderKeys.userOrder(order._id), order);
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: ({ orders }) => rememberPlacedOrders(queryClient, orders),
    onError: (error) => {
      // The session has ended: forget the shopper, so the page asks them to sign in again.
      if (error instanceof ApiError && error.status === 401) {
        queryClient.setQueryData(userQueryOptions().queryKey, null);
      }
    },
  });
}
