import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { AuditEntry } from '@/api';
import { zAuditLogPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/** GET /api/v2/admin-audit-log: one page of the record of Admin writes, newest first. */
export async function getAuditLog(query: ListQuery, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  const answer = await apiFetch(`/api/v2/admin-audit-log?${listSearch(query)}`, zAuditLogPage, { signal });
  return paged(answer.entries, answer);
}

export const auditLogQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.auditLog(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    meta: { session: 'user' },
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: ListQuery) {
  return useQuery(auditLogQueryOptions(query));
}
