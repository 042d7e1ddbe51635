import type { Paged } from '@/components/table';

export type { Paged };

/** The paging part that every Admin list answers (docs/admin.md). */
type PageOf = { total: number; page: number; limit: number };

/** One page of an answer, its items named `items`. */
export function paged<T>(items: T[], { total, page, limit }: PageOf): Paged<T> {
  return { items, total, page, limit };
}
