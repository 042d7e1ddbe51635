import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

export const subscribeResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST /api/v2/newsletter (docs/admin.md): 201 for a new subscriber, whose 20% off coupon is
 * emailed; 200 for an address already subscribed (nothing is sent again). Both answer the
 * message to show; 400 names `email`, 429 when rate-limited.
 */
export async function subscribe(body: { email: string }): Promise<string> {
  return (await apiFetch('/api/v2/newsletter', subscribeResponse, { method: 'POST', json: body })).message;
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
