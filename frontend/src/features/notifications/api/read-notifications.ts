import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ReadBody } from '@/api';
import { zUnread } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import type { Who } from '@/lib/session';

import { latestNotificationsQueryOptions } from './get-notifications';
import { withAs } from './keys';

/** Which notifications to mark read: some by id, or all of them. */
export type ReadWhich = { ids: string[] } | { all: true };

/**
 * POST /api/v2/notifications/read[?as=seller] `{"ids": [...]}` or `{"all": true}`: marks them read;
 * answers how many are still unread. Others' ids are ignored.
 */
export async function readNotifications(who: Who, which: ReadWhich): Promise<number> {
  const body: ReadBody = which;
  return (await apiFetch(withAs('/api/v2/notifications/read', who), zUnread, { method: 'POST', json: body }))
    .unread;
}

/** Marks notifications read; the bell's list shows them read and its count is the server's. */
export function useReadNotifications(who: Who, accountId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = latestNotificationsQueryOptions(who, accountId);
  return useMutation({
    mutationFn: (which: ReadWhich) => readNotifications(who, which),
    onSuccess: (unread, which) => {
      const marked = 'all' in which ? null : new Set(which.ids);
      queryClient.setQueryData(queryKey, (page) =>
        page
          ? {
              ...page,
              unread,
              items: page.items.map((item) =>
                marked === null || marked.has(item._id) ? { ...item, read: true } : item,
              ),
            }
          : page,
      );
    },
    meta: { session: who },
  });
}
