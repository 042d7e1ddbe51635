import type { QueryClient } from '@tanstack/react-query';

import { sellerQueryOptions } from '@/features/auth';
import { ApiError } from '@/lib/api';

import { catalogKeys } from '../keys';
import { sellerCatalogKeys } from './keys';

// Keeping the page in step with the server after a seller's call: the session, the catalogue caches.

/**
 * A 401 means the seller's session is over (expired, or ended by a password change elsewhere).
 * Forgetting the seller lets the route guard take them to sign in instead of leaving a dead form.
 * The auth feature has the same rule for its own calls but does not export it.
 */
export function forgetSellerIfSignedOut(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    queryClient.setQueryData(sellerQueryOptions().queryKey, null);
  }
}

/**
 * A product or event was written: every catalogue answer, the storefront's included, may be
 * stale. Not awaited by the writes: the page moves on at once and the lists reload behind it.
 */
export function refreshCatalog(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}

/** Takes a deleted product or event out of the seller's cached lists. */
export function forgetFromSellerLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<{ _id: string }[]>({ queryKey: sellerCatalogKeys.all() }, (items) =>
    items?.filter((item) => item._id !== id),
  );
}
