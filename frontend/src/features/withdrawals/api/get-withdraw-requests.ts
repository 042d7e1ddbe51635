import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { WithdrawalsPage } from '@/api';
import { zWithdrawalsPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { withdrawalKeys } from './keys';

/** Requests per page. */
export const REQUESTS_PAGE_SIZE = 10;

/**
 * GET /api/v2/shop-withdraw-requests?page=&limit=: the shop's own withdraw requests, newest first.
 * 401 when the session is over.
 */
export async function getWithdrawRequests(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<WithdrawalsPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiFetch(`/api/v2/shop-withdraw-requests?${query}`, zWithdrawalsPage, { signal });
}

export const withdrawRequestsQueryOptions = (shopId: string, page: number, limit = REQUESTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: withdrawalKeys.requests(shopId, page, limit),
    queryFn: ({ signal }) => getWithdrawRequests(page, limit, signal),
    meta: { session: 'seller' },
    placeholderData: keepPreviousData,
  });

export function useWithdrawRequests(shopId: string, page: number) {
  return useQuery(withdrawRequestsQueryOptions(shopId, page));
}
