/** One page of an Admin list, whatever the server calls its items (`sellers`, `users`, …). */
export type Paged<T> = { items: T[]; total: number; page: number; limit: number };

/** The paging part that every Admin list answers (docs/admin.md). */
type PageOf = { total: number; page: number; limit: number };

/** One page of an answer, its items named `items`. */
export function paged<T>(items: T[], { total, page, limit }: PageOf): Paged<T> {
  return { items, total, page, limit };
}
