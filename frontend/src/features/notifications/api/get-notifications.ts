import { queryOptions, useQuery } from '@tanstack/react-query';

import type { NotificationsPage } from '@/api';
import { zNotificationsPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import type { Who } from '@/lib/session';

import { notificationKeys, withAs } from './keys';

/**
 * GET /api/v2/notifications?page=1[&as=seller]: the latest notifications of the signed-in shopper
 * (or, `as=seller`, the signed-in seller's shop), newest first, and how many of all of them are
 * unread. 401 when not signed in as that kind of account.
 */
export async function getLatestNotifications(who: Who, signal?: AbortSignal): Promise<NotificationsPage> {
  return apiFetch(withAs('/api/v2/notifications', who, { page: '1' }), zNotificationsPage, { signal });
}

export const latestNotificationsQueryOptions = (who: Who, accountId: string) =>
  queryOptions({
    queryKey: notificationKeys.latest(who, accountId),
    queryFn: ({ signal }) => getLatestNotifications(who, signal),
    meta: { session: who },
  });

/** The bell's list and count; the unread stream keeps it current. */
export function useLatestNotifications(who: Who, accountId: string) {
  return useQuery(latestNotificationsQueryOptions(who, accountId));
}
