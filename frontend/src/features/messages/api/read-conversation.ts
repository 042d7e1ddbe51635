import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';

import type { ConversationsPage, ReadAnswer } from '@/api';
import { zReadAnswer } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import type { Who } from '@/lib/session';

import { type Thread, withMessage } from './get-messages';
import { conversationPath, messageKeys } from './keys';

/**
 * POST /api/v2/conversations/{id}/read: the caller's side has read everything in it (the other
 * side now sees its messages "Seen"), and the notifications about it are marked read too. Answers
 * the conversation and how many of the caller's conversations still have unread messages.
 */
export async function readConversation(id: string): Promise<ReadAnswer> {
  return apiFetch(conversationPath(id, '/read'), zReadAnswer, { method: 'POST' });
}

/**
 * Marks a conversation read: the open conversation and every inbox page show it read at once. The
 * header's bell hears of its notifications from the server's stream.
 */
export function useReadConversation(who: Who, accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readConversation(id),
    onSuccess: ({ conversation, unread }, id) => {
      queryClient.setQueryData<Thread>(messageKeys.thread(who, accountId, id), (data) =>
        data ? withMessage(data, conversation) : data,
      );
      queryClient.setQueriesData<InfiniteData<ConversationsPage>>(
        { queryKey: messageKeys.lists(who, accountId) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              unread,
              items: page.items.map((item) => (item._id === id ? conversation : item)),
            })),
          },
      );
    },
    meta: { session: who },
  });
}
