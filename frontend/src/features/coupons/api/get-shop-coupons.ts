import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Coupon } from '@/api';
import { zShopCoupons } from '@/api/schemas';
import { type PageQuery, type Paged, pageSearch } from '@/components/table';
import { apiFetch } from '@/lib/api';

import { couponKeys } from './keys';

/**
 * GET /api/v2/get-coupon/{shopId}?page=&limit=&q=&sort=: one page of the shop's coupons, expired
 * ones too, newest first unless sorted (`name`, `value`, `minAmount`, `maxAmount`, `expiresAt`,
 * `createdAt`; `-` for descending); `q` searches the codes. 401 when the session is over; 403 for
 * another shop's id.
 */
export async function getShopCoupons(
  shopId: string,
  query: PageQuery,
  signal?: AbortSignal,
): Promise<Paged<Coupon>> {
  const { couponCodes, total, page, limit } = await apiFetch(
    `/api/v2/get-coupon/${encodeURIComponent(shopId)}?${pageSearch(query)}`,
    zShopCoupons,
    { signal },
  );
  return { items: couponCodes, total, page, limit };
}

export const shopCouponsQueryOptions = (shopId: string, query: PageQuery) =>
  queryOptions({
    queryKey: couponKeys.shopPage(shopId, query),
    queryFn: ({ signal }) => getShopCoupons(shopId, query, signal),
    placeholderData: keepPreviousData,
    meta: { session: 'seller' },
  });

export function useShopCoupons(shopId: string, query: PageQuery) {
  return useQuery(shopCouponsQueryOptions(shopId, query));
}
