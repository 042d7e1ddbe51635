import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import type { ConversationDto, MessageDto, MessagesPage } from '@/api';
import { zMessagesPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { type Reader, conversationPath, messageKeys, sessionOf } from './keys';

/**
 * GET /api/v2/conversations/{id}/messages[?before=]: the conversation and a page of its messages
 * (up to 30, oldest first): the latest, or those before the message `before`. `nextBefore` is the
 * `before` of the page of older ones, null at the first. For its shopper, its shop (a seller
 * session) and the Admin (read only). Reading does not mark it read.
 */
export async function getMessages(id: string, before: string | null, signal?: AbortSignal) {
  const query = before ? `?${new URLSearchParams({ before }).toString()}` : '';
  return apiFetch(conversationPath(id, `/messages${query}`), zMessagesPage, { signal });
}

export const threadQueryOptions = (reader: Reader, accountId: string, id: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(reader, accountId, id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagesPage) => last.nextBefore,
    meta: { session: sessionOf(reader) },
  });

/**
 * One conversation: the latest page of its messages first, then each older page "Load older
 * messages" asks for. A live update reads the loaded pages again.
 */
export function useThread(reader: Reader, accountId: string, id: string) {
  return useInfiniteQuery(threadQueryOptions(reader, accountId, id));
}

export type Thread = InfiniteData<MessagesPage>;

/** The conversation as the latest answer has it, and its loaded messages, oldest first, once each. */
export function threadOf(data: Thread): { conversation: ConversationDto; messages: MessageDto[] } {
  const seen = new Set<string>();
  const messages: MessageDto[] = [];
  // The pages go back in time: the last loaded is the oldest.
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      messages.push(message);
    }
  }
  messages.sort((a, b) => a.seq - b.seq);
  // `pages[0]` is the latest answer (a refetch reads it first).
  return { conversation: data.pages[0]!.conversation, messages };
}

/** The thread with `conversation` as it now is, and `message` (new) at its end. */
export function withMessage(data: Thread, conversation: ConversationDto, message?: MessageDto): Thread {
  const [latest, ...older] = data.pages;
  if (!latest) return data;
  const messages = message
    ? [...latest.messages.filter((known) => known._id !== message._id), message]
    : latest.messages;
  return { ...data, pages: [{ ...latest, conversation, messages }, ...older] };
}
