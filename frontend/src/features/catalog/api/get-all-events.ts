import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { catalogKeys } from './keys';
import { type Product, productSchema } from './schemas';

export const getAllEventsResponse = z.object({ success: z.literal(true), events: z.array(productSchema) });

/**
 * GET /api/v2/get-all-events-user[?shopId=]: the events running now, soonest-ending first; with
 * `shopId`, only that shop's (its public page).
 */
export async function getAllEvents(shopId?: string): Promise<Product[]> {
  const query = shopId === undefined ? '' : `?${new URLSearchParams({ shopId })}`;
  return (await apiFetch(`/api/v2/get-all-events-user${query}`, getAllEventsResponse)).events;
}

export const eventsQueryOptions = (shopId?: string) =>
  queryOptions({
    queryKey: shopId === undefined ? catalogKeys.events() : catalogKeys.shopEvents(shopId),
    queryFn: () => getAllEvents(shopId),
  });

/** The running events, everyone's or one shop's. */
export function useEvents(shopId?: string) {
  return useQuery(eventsQueryOptions(shopId));
}
