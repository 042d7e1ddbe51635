import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Order, RazorpayVerifyBody } from '@/api';
import { zVerifiedPayment } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { rememberPlacedOrders } from '@/lib/orders/placed';

/**
 * What Razorpay Checkout hands the page when a payment succeeds: the body of the verify call as it
 * is (`razorpay_order_id`, `razorpay_payment_id`, `razorpay_signature`).
 */
export type RazorpayPayment = RazorpayVerifyBody;

/**
 * POST /api/v2/payment/razorpay/verify: the server checks the payment's signature against the
 * Razorpay order it stored and marks the checkout paid; its orders move to Processing. Calling
 * it twice changes nothing.
 */
export async function verifyRazorpayPayment(payment: RazorpayPayment): Promise<Order[]> {
  return (
    await apiFetch('/api/v2/payment/razorpay/verify', zVerifiedPayment, {
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
