import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { CommissionPreview, CommissionPreviewInput } from '@/api';
import { zCommissionPreview } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';

/**
 * POST /api/v2/admin-commission-preview: what a sale of `price` rupees by `shopId` in `category`
 * would pay under the draft rules (`defaultRate`, `rules`, as PUT /admin-commission-rules takes
 * them): the rate, which rule gave it (`shop_category`, `shop`, `category` or `default`), the
 * commission and the GST on it, in rupees. Nothing is saved, so it is read as a query.
 */
export async function previewCommission(
  draft: CommissionPreviewInput,
  signal?: AbortSignal,
): Promise<CommissionPreview> {
  return apiFetch('/api/v2/admin-commission-preview', zCommissionPreview, {
    method: 'POST',
    json: draft,
    signal,
  });
}

/** A preview with what it was asked about, so the words said with it match its figures. */
export type AnsweredPreview = CommissionPreview & { asked: CommissionPreviewInput };

export const commissionPreviewQueryOptions = (draft: CommissionPreviewInput) =>
  queryOptions({
    queryKey: adminKeys.commissionPreview(draft),
    queryFn: async ({ signal }): Promise<AnsweredPreview> => ({
      ...(await previewCommission(draft, signal)),
      asked: draft,
    }),
    meta: { session: 'user' },
    // Another draft keeps the last sentence on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });

/** The preview of `draft`, or nothing while there is no complete draft to ask about (null). */
export function useCommissionPreview(draft: CommissionPreviewInput | null) {
  return useQuery({
    ...commissionPreviewQueryOptions(draft ?? EMPTY),
    enabled: draft !== null,
  });
}

/** Stands in for the draft while there is none; never sent (the query is disabled). */
const EMPTY: CommissionPreviewInput = { defaultRate: 0, rules: [], shopId: '', category: '', price: 0 };
