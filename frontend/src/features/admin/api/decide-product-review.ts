import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ErrorCode, type ProductReviewItem, type ReviewDecision as ReviewDecisionBody } from '@/api';
import { zProductReviewDecided } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

import type { ReviewDecision } from './decide-seller-review';
import { adminKeys } from './keys';
import type { Paged } from './paged';

/** What a decision left the product: public (`live`), or sent back to its seller (`rejected`). */
export type ProductReviewOutcome = 'live' | 'rejected';

/**
 * PUT /api/v2/admin-product-review/{productId}: approves a product (public at once; a reported
 * one stays so, its reports closed) or rejects it with the reason its seller reads. 400 names
 * `reason` (a rejection needs 3 to 500 characters) or `decision`; 404 unknown; 409
 * `nothing_to_review` when nothing waits any more (another Admin decided first).
 */
export async function decideProductReview(
  productId: string,
  decision: ReviewDecision,
): Promise<ProductReviewOutcome> {
  const answer = await apiFetch(
    `/api/v2/admin-product-review/${encodeURIComponent(productId)}`,
    zProductReviewDecided,
    { method: 'PUT', json: decision satisfies ReviewDecisionBody },
  );
  return answer.status === 'rejected' ? 'rejected' : 'live';
}

/** Whether a failure says nothing waits for a decision any more (another tab, another Admin). */
export const isNothingToReview = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === ErrorCode.NOTHING_TO_REVIEW;

export function useDecideProductReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, decision }: { productId: string; decision: ReviewDecision }) =>
      decideProductReview(productId, decision),
    // Decided: it leaves the queue at once, and every Admin answer reloads behind it (the queue,
    // the products, the audit log).
    onSuccess: (_outcome, { productId }) => {
      queryClient.setQueriesData<Paged<ProductReviewItem>>(
        { queryKey: adminKeys.productReviews() },
        (page) => {
          if (!page || !page.items.some((item) => item.productId === productId)) return page;
          const items = page.items.filter((item) => item.productId !== productId);
          return { ...page, items, total: page.total - 1 };
        },
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      // Decided elsewhere meanwhile, or gone: the reload shows the queue as it is.
      if (isNothingToReview(error) || (error instanceof ApiError && error.status === 404))
        void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    meta: { session: 'user' },
  });
}
