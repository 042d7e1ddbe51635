import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@/api';
import { zEvents } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { catalogKeys } from './keys';

/**
 * GET /api/v2/get-all-events-user[?shopId=]: the events running now, soonest-ending first; with
 * `shopId`, only that shop's (its public page).
 */
export async function getAllEvents(shopId?: string): Promise<Product[]> {
  const query = shopId === undefined ? '' : `?${new URLSearchParams({ shopId })}`;
  return (await apiFetch(`/api/v2/get-all-events-user${query}`, zEvents)).events;
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
