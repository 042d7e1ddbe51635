import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TcsReportAnswer } from '@/api';
import { zTcsReportAnswer } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';

/**
 * GET /api/v2/admin-tcs-report?month=YYYY-MM (docs/tax.md "TCS report"): the TCS the marketplace
 * collected in the month, per supplier GSTIN and kind of buyer (GSTR-8's B2B after the others), in
 * rupees, with the totals.
 */
export async function getTcsReport(month: string, signal?: AbortSignal): Promise<TcsReportAnswer> {
  return apiFetch(`/api/v2/admin-tcs-report?${new URLSearchParams({ month })}`, zTcsReportAnswer, { signal });
}

/** Where the month's report downloads as CSV (`tcs-report-YYYY-MM.csv`, headed in the reader's language). */
export const tcsReportCsv = (month: string) =>
  `/api/v2/admin-tcs-report?${new URLSearchParams({ month, format: 'csv' })}`;

export const tcsReportQueryOptions = (month: string) =>
  queryOptions({
    queryKey: adminKeys.tcsReport(month),
    queryFn: ({ signal }) => getTcsReport(month, signal),
    meta: { session: 'user' },
    // Another month keeps the table in place, dimmed, until its figures arrive.
    placeholderData: keepPreviousData,
  });

export function useTcsReport(month: string) {
  return useQuery(tcsReportQueryOptions(month));
}
