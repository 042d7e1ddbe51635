import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { rememberPlacedOrders } from '@/lib/orders/placed';
import { type Order, orderSchema } from '@/lib/orders/schemas';
import { z } from '@/lib/zod';

/** What Razorpay Checkout hands the page when a payment succeeds. */
export const razorpayPaymentSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type RazorpayPayment = z.output<typeof razorpayPaymentSchema>;

export const verifyRazorpayPaymentResponse = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
});

/**
 * POST /api/v2/payment/razorpay/verify: the server checks the payment's signature against the
 * Razorpay order it stored and marks the checkout paid; its orders move to Processing. Calling
 * it twice changes nothing.
 */
export async function verifyRazorpayPayment(payment: RazorpayPayment): Promise<Order[]> {
  return (
    await apiFetch('/api/v2/payment/razorpay/verify', verifyRazorpayPaymentResponse, {
      method: 'POST',
      json: payment,
    })
  ).orders;
}

export function useVerifyRazorpayPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyRazorpayPayment,
    onSuccess: (orders) => rememberPlacedOrders(queryClient, orders),
  });
}
