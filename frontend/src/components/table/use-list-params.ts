import { useSearchParams } from 'react-router';

import { type SortState, readSort, sortParam } from './sort';

/** The status filter's value for "every status", when a list otherwise opens on one status. */
export const ALL = 'all';

/** A server-paged list's page size unless the address asks for another (the servers take 1–100). */
export const PAGE_SIZE = 20;
const LIMIT_MAX = 100;

/** The servers read at most 100 characters of `q`. */
export const SEARCH_MAX = 100;

/** A positive whole number read from the address, or `fallback` for a missing or silly one. */
function wholeNumber(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const asked = Number(text);
  return text !== null && Number.isInteger(asked) && asked >= 1 && asked <= max ? asked : fallback;
}

/**
 * A list's page, page size, search, status filter and order, kept in the address
 * (`?q=asha&status=active&sort=-createdAt&page=2&limit=50`) so the list can be shared and the back
 * button restores it. A hand-edited value that makes no sense reads as the default. A new search,
 * status or order starts again at page 1 (the `page` parameter goes).
 *
 * `defaultStatus` is the status shown when the address names none (the withdraw requests open on
 * Processing); choosing every status is then written `?status=all`. `sorts` are the API's names of
 * the columns this list sorts by.
 */
export function useListParams<S extends string>({
  statuses = [],
  defaultStatus = null,
  sorts = [],
}: { statuses?: readonly S[]; defaultStatus?: S | null; sorts?: readonly string[] } = {}) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const status: S | null =
    wanted === ALL ? null : (statuses.find((value) => value === wanted) ?? defaultStatus);
  const page = wholeNumber(params.get('page'), 1);
  const limit = wholeNumber(params.get('limit'), PAGE_SIZE, LIMIT_MAX);
  const search = params.get('q')?.trim().slice(0, SEARCH_MAX) ?? '';
  const sort = readSort(params.get('sort'), sorts);

  /** The query string of `next` page of this list, as it is filtered now: `?status=active&page=2`. */
  const searchFor = (next: number) => {
    const query = new URLSearchParams(params);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    const text = query.toString();
    return text ? `?${text}` : '';
  };

  const update = (change: (query: URLSearchParams) => void, replace = false) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.delete('page');
        change(query);
        return query;
      },
      { replace },
    );

  const setStatus = (next: S | null) =>
    update((query) => {
      if (next === defaultStatus) query.delete('status');
      else query.set('status', next ?? ALL);
    });

  // Typing replaces the history entry, so Back leaves the list rather than undoing letters.
  const setSearch = (next: string) =>
    update((query) => {
      const text = next.trim();
      if (text) query.set('q', text);
      else query.delete('q');
    }, true);

  const setSort = (next: SortState) =>
    update((query) => {
      const text = sortParam(next);
      if (text) query.set('sort', text);
      else query.delete('sort');
    });

  return { page, limit, status, search, sort, searchFor, setStatus, setSearch, setSort };
}

/** What [`useListParams`] answers, for a component that shows a list its page set up. */
export type ListParams = ReturnType<typeof useListParams>;
