import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { Who } from '@/lib/session';

import { messageKeys, withAs } from './keys';

/**
 * Where the server tells an open page that one of the account's conversations changed: the
 * notification stream (Server-Sent Events), whose `messages` events carry `{"unread": n}`.
 */
export const messagesStreamUrl = (who: Who) => withAs('/api/v2/notifications/stream', who);

/**
 * While mounted, listens for the account's conversations changing (a new message, or the other
 * side read one) and reads again what the page shows of them: the inbox and the open
 * conversation. The browser's EventSource goes to the same origin, so the session's cookie goes
 * along, and it reconnects by itself; a reconnection reads everything again too, in case a change
 * came while it was away. Closed on unmount. A browser without EventSource (and the tests' jsdom)
 * shows what it last read.
 */
export function useMessagesStream(who: Who, accountId: string) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: messageKeys.account(who, accountId) });
    const source = new EventSource(messagesStreamUrl(who));
    let opened = 0;
    const onOpen = () => {
      opened += 1;
      if (opened > 1) refresh();
    };
    source.addEventListener('messages', refresh);
    source.addEventListener('open', onOpen);
    return () => {
      source.removeEventListener('messages', refresh);
      source.removeEventListener('open', onOpen);
      source.close();
    };
  }, [who, accountId, queryClient]);
}
