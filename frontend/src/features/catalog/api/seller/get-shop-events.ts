import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { zShopEvents as zShopEventsPage, zProduct } from '@/api/schemas';
import { type PageQuery, type Paged, pageSearch } from '@/components/table';
import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { sellerCatalogKeys } from './keys';

/**
 * An event always has its window; without one the list could not say whether it is running. The
 * contract's `Product` allows none (a product has none), so the answer is read with its window
 * required, and with its page (`total`, `page`, `limit`).
 */
export const zShopEvents = zShopEventsPage.extend({
  events: z.array(zProduct.extend({ start_date: z.string(), end_date: z.string() })),
});
export type ShopEvent = z.output<typeof zShopEvents>['events'][number];

/**
 * GET /api/v2/get-all-event-shop/{shopId}?page=&limit=&q=&sort=: one page of the seller's events,
 * running, upcoming and ended, newest first unless sorted (`name`, `price`, `stock`, `sold_out`,
 * `start_date`, `end_date`, `createdAt`; `-` for descending); `q` searches the names. 401 when the
 * session is over; 403 for another shop's id.
 */
export async function getShopEvents(
  shopId: string,
  query: PageQuery,
  signal?: AbortSignal,
): Promise<Paged<ShopEvent>> {
  const { events, total, page, limit } = await apiFetch(
    `/api/v2/get-all-event-shop/${encodeURIComponent(shopId)}?${pageSearch(query)}`,
    zShopEvents,
    { signal },
  );
  return { items: events, total, page, limit };
}

export const shopEventsQueryOptions = (shopId: string, query: PageQuery) =>
  queryOptions({
    queryKey: sellerCatalogKeys.eventPage(shopId, query),
    queryFn: ({ signal }) => getShopEvents(shopId, query, signal),
    placeholderData: keepPreviousData,
    meta: { session: 'seller' },
  });

export function useShopEvents(shopId: string, query: PageQuery) {
  return useQuery(shopEventsQueryOptions(shopId, query));
}
