import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { StatementAnswer } from '@/api';
import { zStatementAnswer } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { withdrawalKeys } from './keys';

/**
 * GET /api/v2/shop-statement?month=YYYY-MM: per order, the sale and each charge posted to the
 * shop's ledger in that month, refunds netted in, with the totals. 401 when the session is over.
 */
export async function getStatement(month: string, signal?: AbortSignal): Promise<StatementAnswer> {
  return apiFetch(`/api/v2/shop-statement?${new URLSearchParams({ month })}`, zStatementAnswer, { signal });
}

/** Where the month's statement downloads as `csv` or `pdf`. */
export const statementDownload = (month: string, format: 'csv' | 'pdf') =>
  `/api/v2/shop-statement?${new URLSearchParams({ month, format })}`;

/**
 * Where the marketplace's tax invoice to the shop for a month that is over downloads (GET
 * /api/v2/shop-commission-invoice): its commission in the month and the GST on it, as a PDF.
 */
export const commissionInvoiceDownload = (month: string) =>
  `/api/v2/shop-commission-invoice?${new URLSearchParams({ month })}`;

export const statementQueryOptions = (shopId: string, month: string) =>
  queryOptions({
    queryKey: withdrawalKeys.statement(shopId, month),
    queryFn: ({ signal }) => getStatement(month, signal),
    meta: { session: 'seller' },
    placeholderData: keepPreviousData,
  });

export function useStatement(shopId: string, month: string) {
  return useQuery(statementQueryOptions(shopId, month));
}
