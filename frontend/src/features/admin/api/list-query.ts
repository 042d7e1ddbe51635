import { SEARCH_MAX } from '@/components/table';

/** What one page of an Admin list asks for. Plain data: also its cache key. */
export type ListQuery = {
  page: number;
  limit: number;
  /** What to look for (shop, owner, name or email); '' for everything. */
  search?: string;
  /** One status to show; null for every status. */
  status?: string | null;
  /** The order as the API spells it (`-amount`); '' or absent for newest first. */
  sort?: string;
};

/**
 * The list's query string, leaving out what is empty:
 * `page=2&limit=20&q=asha&status=active&sort=-amount`.
 */
export function listSearch({ page, limit, search, status, sort }: ListQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  const wanted = search?.trim().slice(0, SEARCH_MAX);
  if (wanted) params.set('q', wanted);
  if (status) params.set('status', status);
  if (sort) params.set('sort', sort);
  return params.toString();
}
