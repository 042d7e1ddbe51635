import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CommissionRules } from '@/api';
import { zCommissionRules } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';

/**
 * GET /api/v2/admin-commission-rules (docs/orders.md "Commission"): the default rate and the rules
 * over it, in percent, in the order they were saved; `saved` is false until the Admin first saves
 * (the default is then the server's setting). Also the highest rate, the most rules, and the
 * categories a rule may name.
 */
export async function getCommissionRules(signal?: AbortSignal): Promise<CommissionRules> {
  return apiFetch('/api/v2/admin-commission-rules', zCommissionRules, { signal });
}

export const commissionRulesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.commissionRules(),
    queryFn: ({ signal }) => getCommissionRules(signal),
    meta: { session: 'user' },
  });

export function useCommissionRules() {
  return useQuery(commissionRulesQueryOptions());
}
