import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type DecisionStatus, ErrorCode, type Withdrawal, type WithdrawalDecision } from '@/api';
import { zWithdrawalAnswer } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

import { rowChanged } from './cache';
import { adminKeys } from './keys';

/** docs/orders.md: a rejection's reason has 3 to 500 characters. */
export const REASON_LIMITS = { min: 3, max: 500 } as const;

/** The decision: paid, or rejected with the reason the seller is emailed (`WithdrawalDecision`). */
export type WithdrawDecision =
  { status: typeof DecisionStatus.SUCCEED } | { status: typeof DecisionStatus.REJECTED; reason: string };

/**
 * PUT /api/v2/update-withdraw-request/{id}: marks the request paid (the held money leaves the
 * shop's ledger) or rejects it (the hold is released). 409 `already_decided` when it is no longer
 * Processing; 400 names `reason` when it is missing or out of bounds.
 */
export async function decideWithdrawal(id: string, decision: WithdrawDecision): Promise<Withdrawal> {
  return (
    await apiFetch(`/api/v2/update-withdraw-request/${encodeURIComponent(id)}`, zWithdrawalAnswer, {
      method: 'PUT',
      json: decision satisfies WithdrawalDecision,
    })
  ).withdraw;
}

/** Whether a failure says another decision came first (another tab, another Admin). */
export const isAlreadyDecided = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === ErrorCode.ALREADY_DECIDED;

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: WithdrawDecision }) =>
      decideWithdrawal(id, decision),
    onSuccess: (withdraw) =>
      rowChanged<Withdrawal>(queryClient, adminKeys.withdrawals(), withdraw._id, () => withdraw),
    onError: (error) => {
      // Decided elsewhere meanwhile: the reload shows how it was decided.
      if (isAlreadyDecided(error) || (error instanceof ApiError && error.status === 404))
        void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    meta: { session: 'user' },
  });
}
