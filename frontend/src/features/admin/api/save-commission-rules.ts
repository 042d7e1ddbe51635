import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CommissionRules, CommissionRulesInput } from '@/api';
import { zCommissionRules } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';

/**
 * PUT /api/v2/admin-commission-rules: replaces the whole set of rules; orders placed afterwards
 * take the new rates, orders placed before keep theirs. Answers the rules now in force. 400 names
 * `defaultRate`, `rules[i].rate`, `rules[i].shopId`, `rules[i].category`, `rules[i]` (a rule naming
 * neither shop nor category, or repeating an earlier one) or `rules` (too many).
 */
export async function saveCommissionRules(rules: CommissionRulesInput): Promise<CommissionRules> {
  return apiFetch('/api/v2/admin-commission-rules', zCommissionRules, { method: 'PUT', json: rules });
}

export function useSaveCommissionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommissionRules,
    // The answer is the set in force; the audit log gains a line, so every Admin answer reloads.
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.commissionRules(), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    meta: { session: 'user' },
  });
}
