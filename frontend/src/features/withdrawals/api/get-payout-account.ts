import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { withdrawalKeys } from './keys';
import { type PayoutMethod, payoutMethodSchema } from './schemas';

/**
 * What this page needs of GET /getseller: the masked payout method and the available balance.
 * The auth feature's seller leaves these out, so the page reads them itself (the same call).
 */
export const getPayoutAccountResponse = z.object({
  success: z.literal(true),
  seller: z.object({
    _id: z.string(),
    availableBalance: z
      .number()
      .nullish()
      .transform((value) => value ?? null),
    withdrawMethod: payoutMethodSchema.nullish().transform((value) => value ?? null),
  }),
});

export type PayoutAccount = { withdrawMethod: PayoutMethod | null; availableBalance: number | null };

/** GET /api/v2/getseller: the shop's payout method (or null) and available balance. 401 when signed out. */
export async function getPayoutAccount(signal?: AbortSignal): Promise<PayoutAccount> {
  const { seller } = await apiFetch('/api/v2/getseller', getPayoutAccountResponse, { signal });
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
