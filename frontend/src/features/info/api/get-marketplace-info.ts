import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MarketplaceInfo } from '@/api';
import { apiFetch, lazySchema } from '@/lib/api';

/**
 * The query's key. The product page (features/catalog/routes/ProductDetailsPage.tsx) asks for the
 * same answer under the same key, so the footer's answer serves it too; features do not import
 * each other, so each writes it out.
 */
export const marketplaceInfoKey = ['marketplace-info'] as const;

// The footer asks for this on every storefront page: zod loads with the answer, not before it.
const marketplaceInfoSchema = lazySchema(async () => (await import('@/api/schemas')).zMarketplaceInfo);

/**
 * GET /api/v2/marketplace-info: who runs Haat and how to reach it (the e-commerce rules'
 * disclosures): the operator's legal name, address and GSTIN, customer care and the grievance
 * officer, each null until the operator has set it. `demo` says the details are made up.
 */
export async function getMarketplaceInfo(): Promise<MarketplaceInfo> {
  return apiFetch('/api/v2/marketplace-info', marketplaceInfoSchema);
}

export const marketplaceInfoQueryOptions = () =>
  queryOptions({
    queryKey: marketplaceInfoKey,
    queryFn: getMarketplaceInfo,
    // The details change only when the server restarts with new settings (it caches them for
    // five minutes): one answer serves the whole visit.
    staleTime: 60 * 60_000,
  });

export function useMarketplaceInfo() {
  return useQuery(marketplaceInfoQueryOptions());
}
