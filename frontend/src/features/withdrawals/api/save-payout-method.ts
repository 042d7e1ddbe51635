import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { payoutAccountQueryOptions } from './get-payout-account';
import { refreshShopMoney } from './refresh';
import { type PayoutMethod, payoutMethodSchema } from './schemas';

/** The body of PUT /add-seller-withdraw-methods: a bank account or a UPI id. */
export type PayoutMethodBody =
  | { type: 'bank'; holderName: string; accountNumber: string; ifsc: string; bankName: string | null }
  | { type: 'upi'; upiId: string };

export const savePayoutMethodResponse = z.object({
  success: z.literal(true),
  withdrawMethod: payoutMethodSchema,
});

/**
 * PUT /api/v2/add-seller-withdraw-methods: sets the shop's one payout method, replacing any
 * earlier one; answers it masked. 400 names each wrong field in `error.fields`.
 */
export async function savePayoutMethod(body: PayoutMethodBody): Promise<PayoutMethod> {
  return (
    await apiFetch('/api/v2/add-seller-withdraw-methods', savePayoutMethodResponse, {
      method: 'PUT',
      json: body,
    })
  ).withdrawMethod;
}

/** Adds or replaces `shopId`'s payout method. */
export function useSavePayoutMethod(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutMethod,
    onSuccess: (withdrawMethod) => {
      // Shown at once, and read again behind.
      queryClient.setQueryData(payoutAccountQueryOptions(shopId).queryKey, (account) =>
        account ? { ...account, withdrawMethod } : account,
      );
      void refreshShopMoney(queryClient, shopId);
    },
    meta: { session: 'seller' },
  });
}
