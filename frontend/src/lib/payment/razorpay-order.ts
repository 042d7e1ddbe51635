import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

export const razorpayOrderResponse = z.object({
  success: z.literal(true),
  razorpayOrderId: z.string(),
  /** In paise, as Razorpay counts. */
  amount: z.number().int(),
  currency: z.string(),
  keyId: z.string(),
});
export type RazorpayOrder = z.output<typeof razorpayOrderResponse>;

/**
 * POST /api/v2/payment/razorpay/order: the Razorpay order for a checkout's total as the server
 * computed it. The same order on every call, so paying again after closing the window is safe.
 */
export async function createRazorpayOrder(checkoutId: string): Promise<RazorpayOrder> {
  return apiFetch('/api/v2/payment/razorpay/order', razorpayOrderResponse, {
    method: 'POST',
    json: { checkoutId },
  });
}

export function useCreateRazorpayOrder() {
  return useMutation({ mutationFn: createRazorpayOrder });
}
