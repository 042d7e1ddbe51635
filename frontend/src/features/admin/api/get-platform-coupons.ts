import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Coupon } from '@/api';
import { zPlatformCouponsPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/**
 * GET /api/v2/admin-coupons: one page of the platform's coupons (funded by Haat, usable in every
 * shop; docs/admin.md "Platform coupons"), expired ones too.
 */
export async function getPlatformCoupons(query: ListQuery, signal?: AbortSignal): Promise<Paged<Coupon>> {
  const answer = await apiFetch(`/api/v2/admin-coupons?${listSearch(query)}`, zPlatformCouponsPage, {
    signal,
  });
  return paged(answer.couponCodes, answer);
}

export const platformCouponsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.couponList(query),
    queryFn: ({ signal }) => getPlatformCoupons(query, signal),
    meta: { session: 'user' },
    placeholderData: keepPreviousData,
  });

export function usePlatformCoupons(query: ListQuery) {
  return useQuery(platformCouponsQueryOptions(query));
}
