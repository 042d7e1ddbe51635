import { queryOptions, useQuery } from '@tanstack/react-query';

import type { DeliveryEstimate } from '@/api';
import { zDeliveryEstimate } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { catalogKeys } from './keys';

/**
 * GET /api/v2/delivery-estimate: whether the product's shop delivers to the PIN code, and the day
 * expected if ordered today. 400 names `pincode`; 404 for a product no longer on sale.
 */
export async function getDeliveryEstimate(productId: string, pincode: string): Promise<DeliveryEstimate> {
  const query = new URLSearchParams({ productId, pincode });
  return apiFetch(`/api/v2/delivery-estimate?${query}`, zDeliveryEstimate);
}

export const deliveryEstimateQueryOptions = (productId: string, pincode: string) =>
  queryOptions({
    queryKey: catalogKeys.deliveryEstimate(productId, pincode),
    queryFn: () => getDeliveryEstimate(productId, pincode),
    // The answer moves with the day and the shop's terms, not by the minute.
    staleTime: 10 * 60 * 1000,
  });

/** The estimate for the saved PIN code; nothing is asked without one. */
export function useDeliveryEstimate(productId: string, pincode: string | null) {
  return useQuery({ ...deliveryEstimateQueryOptions(productId, pincode ?? ''), enabled: pincode !== null });
}
