import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiFetch, lazySchema } from '@/lib/api';

import { sessionKeys } from './keys';
import type { Seller } from './types';

/** The answer's schema, loaded with the request (see `lazySchema`): the session is asked for on every page. */
export const getSellerResponse = lazySchema(async () => (await import('@/api/schemas')).zGetSellerResponse);

/** GET /api/v2/getseller: the signed-in seller's shop, or null when signed out (401). */
export async function getSeller(): Promise<Seller | null> {
  try {
    return (await apiFetch('/api/v2/getseller', getSellerResponse)).seller;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sellerQueryOptions = () => queryOptions({ queryKey: sessionKeys.seller(), queryFn: getSeller });

/** The signed-in seller (SPEC.md §4: loaded at start). `data` is null when signed out. */
export function useSeller() {
  return useQuery(sellerQueryOptions());
}
