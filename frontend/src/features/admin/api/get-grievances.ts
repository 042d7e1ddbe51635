import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminGrievanceDto } from '@/api';
import { zAdminGrievancesPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/** A complaint's status (docs/tax.md "Disclosures"): filed, answered by the officer, or closed. */
export const GRIEVANCE_STATUSES = ['open', 'answered', 'closed'] as const;

export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/**
 * GET /api/v2/admin-grievances: one page of every complaint to the grievance officer, newest
 * first, with who filed it; `status` is `open`, `answered` or `closed`, every one when absent.
 */
export async function getGrievances(
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Paged<AdminGrievanceDto>> {
  const answer = await apiFetch(`/api/v2/admin-grievances?${listSearch(query)}`, zAdminGrievancesPage, {
    signal,
  });
  return paged(answer.grievances, answer);
}

export const grievancesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.grievanceList(query),
    queryFn: ({ signal }) => getGrievances(query, signal),
    meta: { session: 'user' },
    placeholderData: keepPreviousData,
  });

export function useGrievances(query: ListQuery) {
  return useQuery(grievancesQueryOptions(query));
}
