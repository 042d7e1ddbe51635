import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  ErrorCode,
  type ReviewDecision as ReviewDecisionBody,
  type Seller,
  type SellerReviewItem,
} from '@/api';
import { zSellerResponse } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

import { rowChanged } from './cache';
import { adminKeys } from './keys';

/** docs/identity.md "A shop's review": a rejection's reason has 3 to 500 characters. */
export const REVIEW_REASON_LIMITS = { min: 3, max: 500 } as const;

/** The decision: approve (the shop goes live at once), or reject with the reason its seller reads. */
export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * PUT /api/v2/admin-seller-review/{shopId}: approves or rejects a shop waiting for review; its
 * seller is emailed and notified either way. 400 names `reason` (a rejection needs 3 to 500
 * characters) or `decision`; 409 `review_not_submitted` when it is not waiting (decided meanwhile);
 * 404 unknown.
 */
export async function decideSellerReview(shopId: string, decision: ReviewDecision): Promise<Seller> {
  return (
    await apiFetch(`/api/v2/admin-seller-review/${encodeURIComponent(shopId)}`, zSellerResponse, {
      method: 'PUT',
      json: decision satisfies ReviewDecisionBody,
    })
  ).seller;
}

/** Whether a failure says the shop is no longer waiting (another tab, another Admin). */
export const isNotWaiting = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === ErrorCode.REVIEW_NOT_SUBMITTED;

export function useDecideSellerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, decision }: { shopId: string; decision: ReviewDecision }) =>
      decideSellerReview(shopId, decision),
    // Decided: it leaves the queue at once, and every Admin answer reloads behind it (the sellers'
    // list, the audit log, the storefront's counts).
    onSuccess: (seller) =>
      rowChanged<SellerReviewItem>(queryClient, adminKeys.sellerReviews(), seller._id, () => null),
    onError: (error) => {
      // Decided elsewhere meanwhile, or gone: the reload shows the queue as it is.
      if (isNotWaiting(error) || (error instanceof ApiError && error.status === 404))
        void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    meta: { session: 'user' },
  });
}
