import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Withdrawal } from '@/api';
import { zWithdrawalsPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/**
 * GET /api/v2/get-all-withdraw-request: one page of every shop's withdraw requests, newest first,
 * with the payout details in full; `status` is `Processing`, `Succeed` or `Rejected`.
 */
export async function getWithdrawals(query: ListQuery, signal?: AbortSignal): Promise<Paged<Withdrawal>> {
  const answer = await apiFetch(`/api/v2/get-all-withdraw-request?${listSearch(query)}`, zWithdrawalsPage, {
    signal,
  });
  return paged(answer.withdraws, answer);
}

export const withdrawalsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.withdrawalList(query),
    queryFn: ({ signal }) => getWithdrawals(query, signal),
    meta: { session: 'user' },
    placeholderData: keepPreviousData,
  });

export function useWithdrawals(query: ListQuery) {
  return useQuery(withdrawalsQueryOptions(query));
}
