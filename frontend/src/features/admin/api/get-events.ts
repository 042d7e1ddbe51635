import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@/api';
import { zAdminEventsPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/** GET /api/v2/admin-all-events: one page of every shop's events, ended ones too, newest first. */
export async function getAdminEvents(query: ListQuery, signal?: AbortSignal): Promise<Paged<Product>> {
  const answer = await apiFetch(`/api/v2/admin-all-events?${listSearch(query)}`, zAdminEventsPage, {
    signal,
  });
  return paged(answer.events, answer);
}

export const adminEventsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.eventList(query),
    queryFn: ({ signal }) => getAdminEvents(query, signal),
    meta: { session: 'user' },
    placeholderData: keepPreviousData,
  });

export function useAdminEvents(query: ListQuery) {
  return useQuery(adminEventsQueryOptions(query));
}
