import type { Who } from '@/lib/session';

/**
 * Who reads conversations: the shopper (`user`), the seller's shop (`seller`), or the Admin, who
 * reads reported ones without being a party (`admin`, signed in as a user).
 */
export type Reader = Who | 'admin';

/**
 * Every query key of the messages feature. Each names the reader and the account, so one
 * account's conversations are never shown to another who signs in later in the same browser.
 * Everything of one account hangs off `account`, which a live update invalidates as a whole.
 */
export const messageKeys = {
  all: ['messages'] as const,
  account: (reader: Reader, accountId: string) => [...messageKeys.all, reader, accountId] as const,
  /** Every search of the inbox (GET /conversations[?as=seller]). */
  lists: (who: Who, accountId: string) => [...messageKeys.account(who, accountId), 'list'] as const,
  /** The inbox for one search (`''` for none), a page at a time. */
  list: (who: Who, accountId: string, search: string) =>
    [...messageKeys.lists(who, accountId), search] as const,
  /** One conversation and the pages of its messages loaded so far (GET /conversations/{id}/messages). */
  thread: (reader: Reader, accountId: string, conversationId: string) =>
    [...messageKeys.account(reader, accountId), 'thread', conversationId] as const,
  /** Every page of the reported conversations (GET /admin-conversations). */
  reported: (adminId: string) => [...messageKeys.account('admin', adminId), 'reported'] as const,
  reportedPage: (adminId: string, page: number) => [...messageKeys.reported(adminId), page] as const,
};

/** The session a call about `reader`'s conversations runs in (the Admin's is a user session). */
export const sessionOf = (reader: Reader): Who => (reader === 'seller' ? 'seller' : 'user');

/** A URL with the query that says whose conversations a call is about: the shop's (`as=seller`) or the shopper's. */
export function withAs(path: string, who: Who, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(who === 'seller' ? { ...query, as: 'seller' } : query).toString();
  return search ? `${path}?${search}` : path;
}

/** The address of one conversation's calls. */
export const conversationPath = (id: string, rest = '') =>
  `/api/v2/conversations/${encodeURIComponent(id)}${rest}`;
