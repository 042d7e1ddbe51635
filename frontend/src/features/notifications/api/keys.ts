import type { Who } from '@/lib/session';

/**
 * Every query key of the notifications feature. Each names the kind of account and the account, so
 * one shopper's or shop's notifications are never shown to another who signs in later in the
 * same browser.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Everything of one account: the shopper's (`user`) or the shop's (`seller`). */
  account: (who: Who, accountId: string) => [...notificationKeys.all, who, accountId] as const,
  /** The latest notifications and the unread count (GET /notifications?page=1). */
  latest: (who: Who, accountId: string) => [...notificationKeys.account(who, accountId), 'latest'] as const,
  /** Which topics are emailed (GET /notification-settings). */
  settings: (who: Who, accountId: string) =>
    [...notificationKeys.account(who, accountId), 'settings'] as const,
};

/** The query string that says whose notifications a call is about: the shop's (`as=seller`) or the shopper's. */
export const asQuery = (who: Who, query: Record<string, string> = {}) =>
  new URLSearchParams(who === 'seller' ? { ...query, as: 'seller' } : query);

/** A URL with `who`'s query, with no `?` when there is nothing to say. */
export function withAs(path: string, who: Who, query: Record<string, string> = {}): string {
  const search = asQuery(who, query).toString();
  return search ? `${path}?${search}` : path;
}
