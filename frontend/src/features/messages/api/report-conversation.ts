import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ReportBody } from '@/api';
import { zReported } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import type { Who } from '@/lib/session';

import { conversationPath, messageKeys } from './keys';

/** Why a conversation may be reported: 3 to 500 characters, as the server checks. */
export const REPORT_LIMITS = { min: 3, max: 500 } as const;

/**
 * POST /api/v2/conversations/{id}/report `{reason}`: reports the conversation to Haat's team, who
 * read it and may stop a party from messaging. 400 names `reason`.
 */
export async function reportConversation(id: string, reason: string): Promise<void> {
  const body: ReportBody = { reason };
  await apiFetch(conversationPath(id, '/report'), zReported, { method: 'POST', json: body });
}

/** Reports conversation `id`; it is read again, so the page says it was reported. */
export function useReportConversation(who: Who, accountId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => reportConversation(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.thread(who, accountId, id) }),
    meta: { session: who },
  });
}
