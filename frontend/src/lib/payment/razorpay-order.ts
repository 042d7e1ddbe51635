import { useMutation } from '@tanstack/react-query';

import type { RazorpayOrder, RazorpayOrderBody } from '@/api';
import { zRazorpayOrder } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

/**
 * POST /api/v2/payment/razorpay/order: the Razorpay order for a checkout's total as the server
 * computed it (`amount` in paise, as Razorpay counts). The same order on every call, so paying
 * again after closing the window is safe.
 */
export async function createRazorpayOrder(checkoutId: string): Promise<RazorpayOrder> {
  return apiFetch('/api/v2/payment/razorpay/order', zRazorpayOrder, {
    method: 'POST',
    json: { checkoutId } satisfies RazorpayOrderBody,
  });
}

export function useCreateRazorpayOrder() {
  return useMutation({ mutationFn: createRazorpayOrder });
}
