import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ReviewChecklist } from '@/api';
import { zReviewChecklist } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { sellerDashboardKeys } from './keys';

// docs/identity.md "A shop's review": a new shop is a draft, and nothing of it is public until the
// Admin approves it. The seller completes a checklist, then submits the shop for review.

/** Where the shop's review stands: `draft`, `submitted`, `approved` or `rejected`. */
export type ReviewStatus = ReviewChecklist['reviewStatus'];

/**
 * The checklist's items, in the order the dashboard shows them: a description and the PAN on the
 * settings page, a GSTIN there or the declaration of not being registered (made as the shop is
 * submitted), a payout method, and at least one product.
 */
export const CHECKLIST_KEYS = ['description', 'gstin', 'pan', 'withdrawMethod', 'products'] as const;

export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

export const isChecklistKey = (key: string): key is ChecklistKey =>
  (CHECKLIST_KEYS as readonly string[]).includes(key);

export type Checklist = Omit<ReviewChecklist, 'success'>;

/** GET /api/v2/shop-review-checklist: the signed-in shop's review status, its reason, and each item done or not. */
export async function getReviewChecklist(signal?: AbortSignal): Promise<Checklist> {
  const { reviewStatus, reviewReason, ready, items } = await apiFetch(
    '/api/v2/shop-review-checklist',
    zReviewChecklist,
    { signal },
  );
  return { reviewStatus, reviewReason, ready, items };
}

export const reviewChecklistQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: sellerDashboardKeys.reviewChecklist(shopId),
    queryFn: ({ signal }) => getReviewChecklist(signal),
    meta: { session: 'seller' },
    // Its items are done on other pages (settings, payout, a new product): read again whenever
    // the dashboard opens.
    staleTime: 0,
  });

export function useReviewChecklist(shopId: string) {
  return useQuery(reviewChecklistQueryOptions(shopId));
}
