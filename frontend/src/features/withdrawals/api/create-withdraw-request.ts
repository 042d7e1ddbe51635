import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Withdrawal, WithdrawalRequestBody } from '@/api';
import { zWithdrawalAnswer } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

import { refreshShopMoney } from './refresh';

/**
 * POST /api/v2/create-withdraw-request `{"amount"}` (rupees): 201 with the request, its amount
 * held at once. 400 on `amount` (under ₹1,000, over the available balance, more than two
 * decimals); 409 `no_payout_method` on `withdrawMethod` when the shop has no payout method.
 */
export async function createWithdrawRequest(amount: number): Promise<Withdrawal> {
  return (
    await apiFetch('/api/v2/create-withdraw-request', zWithdrawalAnswer, {
      method: 'POST',
      json: { amount } satisfies WithdrawalRequestBody,
    })
  ).withdraw;
}

/** Asks for a withdrawal from `shopId`'s available balance. */
export function useCreateWithdrawRequest(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawRequest,
    // The balance, the history and the requests all changed.
    onSuccess: () => void refreshShopMoney(queryClient, shopId),
    onError: (error) => {
      // A refusal may mean the balance or the method changed elsewhere: show them as they are.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        void refreshShopMoney(queryClient, shopId);
    },
    meta: { session: 'seller' },
  });
}
