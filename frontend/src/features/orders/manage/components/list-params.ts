import { useSearchParams } from 'react-router';

import type { OrderStatus } from '@/api';

import { SEARCH_MAX } from '../api/list-query';

/**
 * A list's page, status filter and search, kept in the address (`?status=Shipping&q=priya&page=2`)
 * so the seller can share it and the back button restores it. A hand-edited value that makes no
 * sense reads as the default. Choosing another status or searching for something else starts again
 * at page 1.
 */
export function useListParams<S extends OrderStatus>(allowed: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const status = allowed.find((value) => value === wanted) ?? null;
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const search = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);

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
      if (next) query.set('status', next);
      else query.delete('status');
    });

  // Typing replaces the history entry, so Back leaves the list rather than undoing letters.
  const setSearch = (next: string) =>
    update((query) => {
      const text = next.trim().slice(0, SEARCH_MAX);
      if (text) query.set('q', text);
      else query.delete('q');
    }, true);

  return { page, status, search, searchFor, setStatus, setSearch };
}
