import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zPayoutMethodRemoved } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

import { payoutAccountQueryOptions } from './get-payout-account';
import { refreshShopMoney } from './refresh';

/**
 * DELETE /api/v2/delete-withdraw-methods: removes the shop's payout method; answers the message
 * to show. 404 `not_found` when there is none (removed elsewhere meanwhile).
 */
export async function deletePayoutMethod(): Promise<string> {
  return (await apiFetch('/api/v2/delete-withdraw-methods', zPayoutMethodRemoved, { method: 'DELETE' }))
    .message;
}

/** Removes `shopId`'s payout method. */
export function useDeletePayoutMethod(shopId: string) {
  const queryClient = useQueryClient();
  const forget = () =>
    queryClient.setQueryData(payoutAccountQueryOptions(shopId).queryKey, (account) =>
      account ? { ...account, withdrawMethod: null } : account,
    );
  return useMutation({
    mutationFn: deletePayoutMethod,
    onSuccess: () => {
      forget();
      void refreshShopMoney(queryClient, shopId);
    },
    onError: (error) => {
      // Already gone: the page shows it as gone.
      if (error instanceof ApiError && error.status === 404) {
        forget();
        void refreshShopMoney(queryClient, shopId);
      }
    },
    meta: { session: 'seller' },
  });
}
