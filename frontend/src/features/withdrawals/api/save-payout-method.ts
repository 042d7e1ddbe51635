import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PayoutMethod, PayoutMethodBody } from '@/api';
import { zPayoutMethodSaved } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { payoutAccountQueryOptions } from './get-payout-account';
import { refreshShopMoney } from './refresh';

/**
 * PUT /api/v2/add-seller-withdraw-methods: sets the shop's one payout method, replacing any
 * earlier one; answers it masked. 400 names each wrong field in `error.fields`.
 */
export async function savePayoutMethod(body: PayoutMethodBody): Promise<PayoutMethod> {
  return (
    await apiFetch('/api/v2/add-seller-withdraw-methods', zPayoutMethodSaved, {
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
