import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageBody, Sent } from '@/api';
import { zSent } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import type { Who } from '@/lib/session';

import { type Thread, withMessage } from './get-messages';
import { conversationPath, messageKeys } from './keys';

/** What the composer sends: text (up to 2000 characters), pictures (up to 4), or both. */
export type Draft = { text: string; images: readonly File[] };

/**
 * POST /api/v2/conversations/{id}/messages: writes in the conversation as its shopper or its shop.
 * Text alone goes as JSON `{message}`; with pictures, as multipart/form-data (`message`, and each
 * picture as `images`). 201 with the message as kept (contact details masked) and the
 * conversation. 400 names `message` or `images`; 403 `messaging_blocked`; 429 when over the
 * limit a minute.
 */
export async function sendMessage(id: string, { text, images }: Draft): Promise<Sent> {
  const path = conversationPath(id, '/messages');
  if (images.length === 0) {
    const body: MessageBody = { message: text };
    return apiFetch(path, zSent, { method: 'POST', json: body });
  }
  const body = new FormData();
  body.append('message', text);
  for (const image of images) body.append('images', image);
  return apiFetch(path, zSent, { method: 'POST', body });
}

/** Sends in conversation `id`: the message shows at once at the end, and the inbox is read again. */
export function useSendMessage(who: Who, accountId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: Draft) => sendMessage(id, draft),
    onSuccess: ({ message, conversation }) => {
      queryClient.setQueryData<Thread>(messageKeys.thread(who, accountId, id), (data) =>
        data ? withMessage(data, conversation, message) : data,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists(who, accountId) });
    },
    meta: { session: who },
  });
}
