import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { GrievanceBody } from '@/api';
import { zFiled, zGrievancesPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

const grievanceKeys = {
  mine: ['grievances', 'mine'] as const,
};

/**
 * POST /api/v2/grievances (docs/tax.md "Disclosures"): files a complaint with the grievance
 * officer as the signed-in shopper (or seller); answers its ticket. 400 names `subject`, `message`
 * or `orderId`; 401 when signed out; 429 after too many.
 */
export async function fileGrievance(body: GrievanceBody): Promise<string> {
  return (await apiFetch('/api/v2/grievances', zFiled, { method: 'POST', json: body })).ticket;
}

export function useFileGrievance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fileGrievance,
    onSuccess: () => client.invalidateQueries({ queryKey: grievanceKeys.mine }),
  });
}

/** GET /api/v2/grievances: the signed-in account's complaints, newest first, with the answers. */
export function useMyGrievances(enabled: boolean) {
  return useQuery({
    queryKey: grievanceKeys.mine,
    queryFn: ({ signal }) => apiFetch('/api/v2/grievances?limit=50', zGrievancesPage, { signal }),
    enabled,
  });
}
