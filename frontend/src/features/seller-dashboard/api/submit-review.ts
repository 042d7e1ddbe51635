import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ErrorCode, type Seller, type SubmitReviewBody } from '@/api';
import { zSubmitResponse } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';
import { sessionKeys } from '@/lib/session';

import { sellerDashboardKeys } from './keys';

/**
 * POST /api/v2/shop-submit-review: sends the shop to the Admin's queue; answers it `submitted`.
 * `gstUnregistered` declares that the business is not registered for GST, for a shop without a
 * GSTIN. 409 `review_incomplete` names each unfinished item in `error.fields` (by its checklist
 * key), `review_pending` while it waits already, `review_approved` once approved.
 */
export async function submitReview(body: SubmitReviewBody): Promise<Seller> {
  return (await apiFetch('/api/v2/shop-submit-review', zSubmitResponse, { method: 'POST', json: body }))
    .seller;
}

/** Whether a refusal names the unfinished items of the checklist. */
export const isReviewIncomplete = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === ErrorCode.REVIEW_INCOMPLETE;

/** Submits `shopId` for review; the seller and the checklist are read again either way. */
export function useSubmitReview(shopId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.seller() }),
      queryClient.invalidateQueries({ queryKey: sellerDashboardKeys.reviewChecklist(shopId) }),
    ]);
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (seller) => {
      // Shown as submitted at once (the session's seller also carries its balance and payout
      // method, which this answer does not), and read again behind.
      queryClient.setQueryData<Seller | null>(sessionKeys.seller(), (current) =>
        current ? { ...current, ...seller } : current,
      );
      void refresh();
    },
    // Submitted or decided meanwhile (another tab), or something left undone: show how it stands.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
    meta: { session: 'seller' },
  });
}
