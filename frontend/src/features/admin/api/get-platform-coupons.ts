import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, type PlatformCoupon, couponsPageSchema } from './schemas';

/**
 * GET /api/v2/admin-coupons: one page of the platform's coupons (funded by Haat, usable in every
 * shop; docs/admin.md "Platform coupons"), expired ones too.
 */
export async function getPlatformCoupons(
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Paged<PlatformCoupon>> {
  return apiFetch(`/api/v2/admin-coupons?${listSearch(query)}`, couponsPageSchema, { signal });
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
