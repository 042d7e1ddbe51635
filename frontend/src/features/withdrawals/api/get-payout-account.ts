import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SellerWithBalance } from '@/api';
import { zGetSellerResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { withdrawalKeys } from './keys';

/**
 * What this page needs of GET /getseller: the masked payout method and the available balance. It
 * reads them itself (the same call as the session's), in an entry of its own that the page's
 * writes refresh.
 */
export type PayoutAccount = Pick<SellerWithBalance, 'withdrawMethod' | 'availableBalance'>;

/** GET /api/v2/getseller: the shop's payout method (or null) and available balance. 401 when signed out. */
export async function getPayoutAccount(signal?: AbortSignal): Promise<PayoutAccount> {
  const { seller } = await apiFetch('/api/v2/getseller', zGetSellerResponse, { signal });
  return { withdrawMethod: seller.withdrawMethod, availableBalance: seller.availableBalance };
}

export const payoutAccountQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: withdrawalKeys.payoutAccount(shopId),
    queryFn: ({ signal }) => getPayoutAccount(signal),
    meta: { session: 'seller' },
  });

export function usePayoutAccount(shopId: string) {
  return useQuery(payoutAccountQueryOptions(shopId));
}
