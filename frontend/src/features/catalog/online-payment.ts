import { usePaymentConfig } from '@/lib/payment/get-payment-config';

/**
 * Whether the shop takes online payment (Razorpay is configured), as GET /payment/config says.
 * Until it has said, and on the prerendered page, the answer is no: a promise of cash on delivery
 * is always true, one of UPI and cards only when they are offered.
 */
export function useOnlinePayment(): boolean {
  return Boolean(usePaymentConfig().data?.razorpay);
}
