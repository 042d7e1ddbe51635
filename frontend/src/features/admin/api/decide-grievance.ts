import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type AdminGrievanceDto, type DecisionBody, ErrorCode } from '@/api';
import { zAdminGrievanceAnswer } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

import { rowChanged } from './cache';
import { adminKeys } from './keys';

/** docs/tax.md "Disclosures": an answer, or a closing's last word, has 10 to 5000 characters. */
export const ANSWER_LIMITS = { min: 10, max: 5000 } as const;

/** How many characters the server counts in `text`: its trimmed Unicode characters, not UTF-16 units. */
export const answerLength = (text: string) => [...text.trim()].length;

/**
 * The officer's decision: an answer (the complaint becomes `answered`), or closing it, with a last
 * word or none. Either is emailed to the complainant in their language.
 */
export type GrievanceDecision =
  { status: 'answered'; answer: string } | { status: 'closed'; answer?: string };

/**
 * PUT /api/v2/admin-grievance/{id}: answers or closes a complaint. 400 names `answer` (missing, or
 * not 10 to 5000 characters) or `status`; 409 `grievance_closed` once it is closed; 404 unknown.
 */
export async function decideGrievance(id: string, decision: GrievanceDecision): Promise<AdminGrievanceDto> {
  return (
    await apiFetch(`/api/v2/admin-grievance/${encodeURIComponent(id)}`, zAdminGrievanceAnswer, {
      method: 'PUT',
      json: decision satisfies DecisionBody,
    })
  ).grievance;
}

/** Whether a failure says the complaint was closed meanwhile (another tab, another Admin). */
export const isGrievanceClosed = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === ErrorCode.GRIEVANCE_CLOSED;

export function useDecideGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: GrievanceDecision }) =>
      decideGrievance(id, decision),
    onSuccess: (grievance) =>
      rowChanged<AdminGrievanceDto>(queryClient, adminKeys.grievances(), grievance._id, () => grievance),
    onError: (error) => {
      // Closed or gone meanwhile: the reload shows how it stands.
      if (isGrievanceClosed(error) || (error instanceof ApiError && error.status === 404))
        void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    meta: { session: 'user' },
  });
}
