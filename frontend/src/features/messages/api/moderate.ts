import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { BlockBody, ConversationDto, ReportedPage } from '@/api';
import { zBlocked, zReportedPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { type Thread, withMessage } from './get-messages';
import { messageKeys } from './keys';

/** Reported conversations a page of the Admin's list. */
export const REPORTED_PAGE_SIZE = 20;

/**
 * GET /api/v2/admin-conversations?page=&limit= (the Admin): a page of the reported conversations,
 * latest report first, each with who reported it and why, and whether either party is blocked.
 */
export async function getReportedConversations(page: number, signal?: AbortSignal): Promise<ReportedPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(REPORTED_PAGE_SIZE) });
  return apiFetch(`/api/v2/admin-conversations?${query.toString()}`, zReportedPage, { signal });
}

/** A page of the reported conversations; the last page stays in view while the next loads. */
export function useReportedConversations(adminId: string, page: number) {
  return useQuery({
    queryKey: messageKeys.reportedPage(adminId, page),
    queryFn: ({ signal }) => getReportedConversations(page, signal),
    placeholderData: keepPreviousData,
    meta: { session: 'user' },
  });
}

/** Which party of a conversation: its shopper, or its shop. */
export type Party = 'shopper' | 'shop';

/**
 * PUT /api/v2/admin-conversation/{id}/block `{party, blocked}` (the Admin): stops the conversation's
 * shopper or shop from sending messages anywhere, or lets them again. Answers the conversation as
 * it now is. Recorded in the audit log.
 */
export async function blockParty(id: string, party: Party, blocked: boolean): Promise<ConversationDto> {
  const body: BlockBody = { party, blocked };
  const answer = await apiFetch(`/api/v2/admin-conversation/${encodeURIComponent(id)}/block`, zBlocked, {
    method: 'PUT',
    json: body,
  });
  return answer.conversation;
}

/** Blocks or unblocks a party; the list and the open conversation show the answer. */
export function useBlockParty(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, party, blocked }: { id: string; party: Party; blocked: boolean }) =>
      blockParty(id, party, blocked),
    onSuccess: (conversation) => {
      queryClient.setQueriesData<ReportedPage>(
        { queryKey: messageKeys.reported(adminId) },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) => (item._id === conversation._id ? conversation : item)),
          },
      );
      queryClient.setQueryData<Thread>(messageKeys.thread('admin', adminId, conversation._id), (data) =>
        data ? withMessage(data, conversation) : data,
      );
    },
    meta: { session: 'user' },
  });
}
