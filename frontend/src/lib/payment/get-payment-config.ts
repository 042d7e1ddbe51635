import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PaymentConfig } from '@/api';
import { zPaymentConfig } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

/** GET /api/v2/payment/config: whether online payment (Razorpay) is offered, and its public key. */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
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
