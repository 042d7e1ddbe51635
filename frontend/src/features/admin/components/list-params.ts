import { useSearchParams } from 'react-router';

import { type SortState, readSort, sortParam } from './sort';

/** The status filter's value for "every status", when a list otherwise opens on one status. */
export const ALL = 'all';

/**
 * A list's page, search, status filter and order, kept in the address
 * (`?search=asha&status=active&sort=-createdAt&page=2`) so the Admin can share it and the back
 * button restores it. A hand-edited value that makes no sense reads as the default. A new search,
 * status or order starts again at page 1.
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
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const search = params.get('search')?.trim() ?? '';
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
      if (text) query.set('search', text);
      else query.delete('search');
    }, true);

  const setSort = (next: SortState) =>
    update((query) => {
      const text = sortParam(next);
      if (text) query.set('sort', text);
      else query.delete('sort');
    });

  return { page, status, search, sort, searchFor, setStatus, setSearch, setSort };
}

/** What [`useListParams`] answers, for a component that shows a list its page set up. */
export type ListParams = ReturnType<typeof useListParams>;
