import { queryOptions, useQuery } from '@tanstack/react-query';

import { zEvents, zProduct } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { sellerCatalogKeys } from './keys';

/**
 * An event always has its window; without one the list could not say whether it is running. The
 * contract's `Product` allows none (a product has none), so the answer is read with its window
 * required.
 */
export const zShopEvents = zEvents.extend({
  events: z.array(zProduct.extend({ start_date: z.string(), end_date: z.string() })),
});
export type ShopEvent = z.output<typeof zShopEvents>['events'][number];

/**
 * GET /api/v2/get-all-event-shop/{shopId}: the seller's events, running, upcoming and ended.
 * 401 when the session is over; 403 for another shop's id.
 */
export async function getShopEvents(shopId: string, signal?: AbortSignal): Promise<ShopEvent[]> {
  return (
    await apiFetch(`/api/v2/get-all-event-shop/${encodeURIComponent(shopId)}`, zShopEvents, {
      signal,
    })
  ).events;
}

export const shopEventsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: sellerCatalogKeys.events(shopId),
    queryFn: ({ signal }) => getShopEvents(shopId, signal),
    meta: { session: 'seller' },
  });

export function useShopEvents(shopId: string) {
  return useQuery(shopEventsQueryOptions(shopId));
}
