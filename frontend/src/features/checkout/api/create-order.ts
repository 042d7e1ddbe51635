import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateOrderBody, CreateOrderResponse } from '@/api';
import { zCreateOrderResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { rememberPlacedOrders } from '@/lib/orders/placed';

/** A checkout placed: its orders, one per shop, and what the server charged for them. */
export type PlacedCheckout = CreateOrderResponse;

/**
 * POST /api/v2/create-order: places the cart as one order per shop, all or none. The same
 * `Idempotency-Key` with the same body answers the first result and places nothing new, so a
 * request whose answer was lost can be sent again. 400 `validation_failed` names the fields
 * (`shippingAddress.zipCode`, `cart[2].size`), 409 `out_of_stock`, `unavailable` or
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
  return apiFetch('/api/v2/create-order', zCreateOrderResponse, {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: ({ orders }) => rememberPlacedOrders(queryClient, orders),
    // A 401 (the session has ended) forgets the shopper, so the page asks them to sign in again.
    meta: { session: 'user' },
  });
}
