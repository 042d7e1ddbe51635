import { useMutation } from '@tanstack/react-query';

import type { NewsletterBody } from '@/api';
import { zAnswer } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

/**
 * POST /api/v2/newsletter (docs/admin.md): 201 for a new subscriber, whose 20% off coupon is
 * emailed; 200 for an address already subscribed (nothing is sent again). Both answer the
 * message to show; 400 names `email`, 429 when rate-limited.
 */
export async function subscribe(body: NewsletterBody): Promise<string> {
  return (await apiFetch('/api/v2/newsletter', zAnswer, { method: 'POST', json: body })).message;
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
