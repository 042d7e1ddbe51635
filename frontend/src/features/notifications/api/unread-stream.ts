import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { Who } from '@/lib/session';

import { latestNotificationsQueryOptions } from './get-notifications';
import { withAs } from './keys';

/** Where the server pushes the unread count (Server-Sent Events, `unread` events of `{"unread": n}`). */
export const unreadStreamUrl = (who: Who) => withAs('/api/v2/notifications/stream', who);

/** The count an `unread` event carries, or null for data this page cannot read. */
function unreadOf(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null || !('unread' in parsed)) return null;
    const { unread } = parsed;
    return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : null;
  } catch {
    return null;
  }
}

/**
 * Listens to the server's unread count while mounted (the browser's EventSource: same origin, so
 * the session's cookie goes along, and it reconnects by itself). The first event comes at once.
 * When the count is not the one the bell shows, the count is shown at once and the latest
 * notifications are read again, so the panel lists what is new. Closed on unmount. A browser
 * without EventSource (and the tests' jsdom) keeps the count the list last said.
 */
export function useUnreadStream(who: Who, accountId: string) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const { queryKey } = latestNotificationsQueryOptions(who, accountId);
    const source = new EventSource(unreadStreamUrl(who));
    const onUnread = (event: MessageEvent) => {
      const unread = unreadOf(event.data);
      const page = queryClient.getQueryData(queryKey);
      // Before the list's first answer there is nothing to correct: that answer is on its way.
      if (unread === null || !page || page.unread === unread) return;
      queryClient.setQueryData(queryKey, { ...page, unread });
      void queryClient.invalidateQueries({ queryKey, exact: true });
    };
    source.addEventListener('unread', onUnread);
    return () => {
      source.removeEventListener('unread', onUnread);
      source.close();
    };
  }, [who, accountId, queryClient]);
}
