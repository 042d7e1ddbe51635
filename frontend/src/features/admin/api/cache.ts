import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { adminKeys } from './keys';
import type { Paged } from './paged';

/**
 * A write succeeded: every cached page under `key` shows its effect on row `id` at once (`change`
 * returns the new row, or null when it leaves the list), then every Admin answer reloads behind
 * it, since the write also moved the dashboard's figures and added to the audit log.
 */
export function rowChanged<T extends { _id: string }>(
  queryClient: QueryClient,
  key: QueryKey,
  id: string,
  change: (row: T) => T | null,
): void {
  queryClient.setQueriesData<Paged<T>>({ queryKey: key }, (page) => {
    if (!page || !page.items.some((row) => row._id === id)) return page;
    const items: T[] = [];
    for (const row of page.items) {
      const next = row._id === id ? change(row) : row;
      if (next) items.push(next);
    }
    return { ...page, items, total: page.total - (page.items.length - items.length) };
  });
  void queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
