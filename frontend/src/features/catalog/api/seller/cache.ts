import type { QueryClient } from '@tanstack/react-query';

import { type Paged, withoutItem } from '@/components/table';

import { catalogKeys } from '../keys';
import { sellerCatalogKeys } from './keys';

// Keeping the page in step with the server after a seller's call: the catalogue caches. (A 401,
// the session over, is the QueryClient's to handle: see `@/lib/session/signed-out.ts`.)

/**
 * A product or event was written: every catalogue answer, the storefront's included, may be
 * stale. Not awaited by the writes: the page moves on at once and the lists reload behind it.
 */
export function refreshCatalog(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}

type Item = { _id: string };

/** Takes a deleted product or event out of the seller's cached lists, whole or one page of them. */
export function forgetFromSellerLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<Item[] | Paged<Item>>({ queryKey: sellerCatalogKeys.all() }, (list) =>
    Array.isArray(list) ? list.filter((item) => item._id !== id) : withoutItem<Paged<Item>>(list, id),
  );
}
