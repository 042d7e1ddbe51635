import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type AuditEntry, type Paged, auditPageSchema } from './schemas';

/** GET /api/v2/admin-audit-log: one page of the record of Admin writes, newest first. */
export async function getAuditLog(query: ListQuery, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  return apiFetch(`/api/v2/admin-audit-log?${listSearch(query)}`, auditPageSchema, { signal });
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
