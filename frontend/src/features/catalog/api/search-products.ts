import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@/api';
import { zProductSearch } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { catalogKeys } from './keys';

/** How many suggestions the search panel lists (the server allows 1–50). */
export const SEARCH_SUGGESTIONS = 8;

/** GET /api/v2/products-search: the best matches for a keyword, best first (typos forgiven). */
export async function searchProducts(keyword: string, signal?: AbortSignal): Promise<Product[]> {
  const params = new URLSearchParams({ searchKeyword: keyword, limit: String(SEARCH_SUGGESTIONS) });
  return (await apiFetch(`/api/v2/products-search?${params}`, zProductSearch, { signal })).product;
}

/** An empty keyword asks nothing: the server would answer `[]` anyway. */
export const searchProductsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: catalogKeys.search(keyword),
    queryFn: ({ signal }) => searchProducts(keyword, signal),
    enabled: keyword !== '',
  });

/**
 * Search-as-you-type. The caller debounces the keyword; while the next answer loads the previous
 * suggestions stay, so the list does not blink between keystrokes.
 */
export function useSearchProducts(keyword: string, { enabled = true }: { enabled?: boolean } = {}) {
  const options = searchProductsQueryOptions(keyword.trim());
  return useQuery({
    ...options,
    enabled: enabled && options.enabled,
    placeholderData: keepPreviousData,
  });
}
