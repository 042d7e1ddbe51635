import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { productSchema } from '../schemas';
import { sellerCatalogKeys } from './keys';

/** An event always has its window; without one the list could not say whether it is running. */
export const shopEventSchema = productSchema.extend({ start_date: z.string(), end_date: z.string() });
export type ShopEvent = z.infer<typeof shopEventSchema>;

export const getShopEventsResponse = z.object({ success: z.literal(true), events: z.array(shopEventSchema) });

/**
 * GET /api/v2/get-all-event-shop/{shopId}: the seller's events, running, upcoming and ended.
 * 401 when the session is over; 403 for another shop's id.
 */
export async function getShopEvents(shopId: string, signal?: AbortSignal): Promise<ShopEvent[]> {
  return (
    await apiFetch(`/api/v2/get-all-event-shop/${encodeURIComponent(shopId)}`, getShopEventsResponse, {
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
