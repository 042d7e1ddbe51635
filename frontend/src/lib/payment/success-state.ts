import type { Order } from '@/api';
import { zOrder } from '@/api/schemas';
import { z } from '@/lib/zod';

// What the checkout hands the success page through the router's state: the orders just placed
// and the checkout's total as the server computed it. Read back with a schema: history state
// outlives the page that wrote it, and a shopper may reach the page any other way.

export const orderSuccessStateSchema = z.object({
  orders: z.array(zOrder).min(1),
  totalPrice: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
});
export type OrderSuccessState = z.input<typeof orderSuccessStateSchema>;

export function orderSuccessState(orders: readonly Order[], totalPrice: number | null): OrderSuccessState {
  return { orders: [...orders], totalPrice };
}

export function readOrderSuccessState(state: unknown) {
  const parsed = orderSuccessStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
