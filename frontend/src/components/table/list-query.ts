import { SEARCH_MAX } from './use-list-params';

/** What one page of a server-paged list asks for. Plain data: also its cache key. */
export type PageQuery = {
  page: number;
  limit: number;
  /** What to look for; '' or absent for everything. */
  q?: string;
  /** The order as the API spells it (`-price`); '' or absent for the list's own order. */
  sort?: string;
};

/** The page's query string, leaving out what is empty: `page=2&limit=20&q=silk&sort=-price`. */
export function pageSearch({ page, limit, q, sort }: PageQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  const wanted = q?.trim().slice(0, SEARCH_MAX);
  if (wanted) params.set('q', wanted);
  if (sort) params.set('sort', sort);
  return params.toString();
}

/** Takes an item out of every cached page of a list, at once, before the list reloads. */
export function withoutItem<L extends { items: { _id: string }[]; total: number }>(
  list: L | undefined,
  id: string,
): L | undefined {
  if (!list || !list.items.some((item) => item._id === id)) return list;
  return { ...list, items: list.items.filter((item) => item._id !== id), total: Math.max(0, list.total - 1) };
}
