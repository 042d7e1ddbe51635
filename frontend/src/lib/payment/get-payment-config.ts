import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PaymentConfig } from '@/api';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

/**
 * GET /api/v2/payment/config: whether online payment (Razorpay) is offered, and its public key.
 * The home page asks too (it promises online payment only when there is some), so the schemas,
 * and zod with them, load with the answer rather than with the storefront's first script.
 */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  const { zPaymentConfig } = await import('@/api/schemas');
  return apiFetch('/api/v2/payment/config', zPaymentConfig, { signal });
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.paymentConfig(),
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // Set by the operator's configuration; it does not change while a page is open.
    staleTime: 5 * 60_000,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
