import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import type { ConversationDto, ConversationsPage } from '@/api';
import { zConversationsPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import type { Who } from '@/lib/session';

import { messageKeys, withAs } from './keys';

/**
 * GET /api/v2/conversations?page=[&q=][&as=seller]: a page (20) of the signed-in shopper's
 * conversations, or with `as=seller` the signed-in seller's shop's; those with unread messages
 * first, then by the latest message. `q` matches the other party's name, the product's name and
 * the last message. `unread` counts the conversations with unread messages, whatever the page.
 */
export async function getConversations(
  who: Who,
  { page, search }: { page: number; search: string },
  signal?: AbortSignal,
): Promise<ConversationsPage> {
  const query: Record<string, string> = { page: String(page) };
  if (search) query.q = search;
  return apiFetch(withAs('/api/v2/conversations', who, query), zConversationsPage, { signal });
}

export const conversationsQueryOptions = (who: Who, accountId: string, search: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(who, accountId, search),
    queryFn: ({ pageParam, signal }) => getConversations(who, { page: pageParam, search }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationsPage) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
    meta: { session: who },
  });

/**
 * The inbox for `search`, the pages loaded so far; a live update reads them all again. While a new
 * search is on its way the last one's list stays in view.
 */
export function useConversations(who: Who, accountId: string, search: string) {
  return useInfiniteQuery({
    ...conversationsQueryOptions(who, accountId, search),
    placeholderData: keepPreviousData,
  });
}

/** Every conversation of the pages loaded, once each (a conversation that moved up may be in two). */
export function conversationsOf(pages: readonly ConversationsPage[] | undefined): ConversationDto[] {
  const seen = new Set<string>();
  const items: ConversationDto[] = [];
  for (const item of pages?.flatMap((page) => page.items) ?? []) {
    if (seen.has(item._id)) continue;
    seen.add(item._id);
    items.push(item);
  }
  return items;
}
