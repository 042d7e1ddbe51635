import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { StartBody, Started } from '@/api';
import { zStarted } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { messageKeys } from './keys';

/** What a shopper asks, and about what: one of the shop's products, one of their orders from it, or neither. */
export type Question = { shopId: string; productId: string | null; orderId: string | null; message: string };

/**
 * POST /api/v2/conversations (a shopper only): asks the shop, writing the first message (or the
 * next one: asking again about the same product or order continues that conversation). 201 with
 * the conversation and the message. 400 names `shopId`, `productId`, `orderId` or `message`;
 * 403 `messaging_blocked`; 429 when over the limit a minute.
 */
export async function startConversation(question: Question): Promise<Started> {
  const body: StartBody = question;
  return apiFetch('/api/v2/conversations', zStarted, { method: 'POST', json: body });
}

/** Asks a shop a question; the shopper's inboxes are read again when next shown. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'user'] }),
    meta: { session: 'user' },
  });
}
