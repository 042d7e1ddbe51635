import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { LedgerPage } from '@/api';
import { zLedgerPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { withdrawalKeys } from './keys';

/** Lines per page of the history. */
export const LEDGER_PAGE_SIZE = 20;

/**
 * GET /api/v2/shop-ledger?page=&limit=: the shop's balance by account and one page of its ledger,
 * newest first. 401 when the session is over.
 */
export async function getLedger(page: number, limit: number, signal?: AbortSignal): Promise<LedgerPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiFetch(`/api/v2/shop-ledger?${query}`, zLedgerPage, { signal });
}

export const ledgerQueryOptions = (shopId: string, page: number, limit = LEDGER_PAGE_SIZE) =>
  queryOptions({
    queryKey: withdrawalKeys.ledger(shopId, page, limit),
    queryFn: ({ signal }) => getLedger(page, limit, signal),
    meta: { session: 'seller' },
    // Turning a page keeps the last one (and the balance) on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export function useLedger(shopId: string, page: number) {
  return useQuery(ledgerQueryOptions(shopId, page));
}
