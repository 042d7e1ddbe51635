import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { SettingsBody, TopicSetting } from '@/api';
import { zSettingsAnswer } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import type { Who } from '@/lib/session';

import { notificationKeys, withAs } from './keys';

/**
 * GET /api/v2/notification-settings[?as=seller]: every topic of the shopper's (or the shop's)
 * notifications, whether its emails go out, and whether it is `locked` on (the law or the money
 * needs it). 401 when not signed in as that kind of account.
 */
export async function getNotificationSettings(who: Who, signal?: AbortSignal): Promise<TopicSetting[]> {
  return (await apiFetch(withAs('/api/v2/notification-settings', who), zSettingsAnswer, { signal })).settings;
}

export const notificationSettingsQueryOptions = (who: Who, accountId: string) =>
  queryOptions({
    queryKey: notificationKeys.settings(who, accountId),
    queryFn: ({ signal }) => getNotificationSettings(who, signal),
    meta: { session: who },
  });

/** `accountId` is '' while nobody is signed in as `who`: nothing is asked then. */
export function useNotificationSettings(who: Who, accountId: string) {
  return useQuery({ ...notificationSettingsQueryOptions(who, accountId), enabled: accountId !== '' });
}

/** One topic's choice, as the PUT sends it. */
export type TopicChoice = Pick<TopicSetting, 'topic' | 'email'>;

/**
 * PUT /api/v2/notification-settings[?as=seller] `{"settings": [{topic, email}]}`: changes those
 * topics (the others stay as they are); answers every topic as it now is. 400 with
 * `fields.settings` for a topic the account does not have or one that is locked on; nothing is
 * saved then.
 */
export async function putNotificationSettings(who: Who, settings: TopicChoice[]): Promise<TopicSetting[]> {
  const body: SettingsBody = { settings };
  const saved = await apiFetch(withAs('/api/v2/notification-settings', who), zSettingsAnswer, {
    method: 'PUT',
    json: body,
  });
  return saved.settings;
}

export function useSaveNotificationSettings(who: Who, accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TopicChoice[]) => putNotificationSettings(who, settings),
    onSuccess: (settings) =>
      queryClient.setQueryData(notificationSettingsQueryOptions(who, accountId).queryKey, settings),
    meta: { session: who },
  });
}
