import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ReviewBody } from '@/api';
import { zReviewed } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { catalog } from '../i18n';
import { catalogKeys } from './keys';

/** The review rules of docs/catalog.md ("Reviews"), the same as the server's. */
export const REVIEW_LIMITS = { minRating: 1, maxRating: 5, commentMax: 2000 } as const;

/** Characters, as the server counts them, not UTF-16 units. */
const chars = (value: string) => Array.from(value).length;

/** Said in the page's language when the form is checked. */
const ratingRequired = { error: () => catalog.t('review.ratingRequired') };

export const reviewFormSchema = z.object({
  rating: z
    .number(ratingRequired)
    .int()
    .min(REVIEW_LIMITS.minRating, ratingRequired)
    .max(REVIEW_LIMITS.maxRating, ratingRequired),
  comment: z
    .string()
    .trim()
    .refine((comment) => chars(comment) <= REVIEW_LIMITS.commentMax, {
      error: () => catalog.t('review.tooLong', { max: REVIEW_LIMITS.commentMax }),
    }),
}) satisfies z.ZodType<Omit<ReviewBody, 'productId'>>;
export type ReviewForm = z.output<typeof reviewFormSchema>;

/**
 * PUT /api/v2/create-new-review: the signed-in shopper's review of a product they received; a
 * second review replaces the first. 403 `not_a_buyer` without a delivered order containing it.
 * Answers the message to show ("Reviewed successfully!").
 */
export async function createReview(body: ReviewBody): Promise<string> {
  return (await apiFetch('/api/v2/create-new-review', zReviewed, { method: 'PUT', json: body })).message;
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // The product's rating and its shop's change with it, wherever they are shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    meta: { session: 'user' },
  });
}
