import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type AdminProduct, type Paged, eventsPageSchema } from './schemas';

/** GET /api/v2/admin-all-events: one page of every shop's events, ended ones too, newest first. */
export async function getAdminEvents(query: ListQuery, signal?: AbortSignal): Promise<Paged<AdminProduct>> {
  return apiFetch(`/api/v2/admin-all-events?${listSearch(query)}`, eventsPageSchema, { signal });
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
