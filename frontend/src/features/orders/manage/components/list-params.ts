import { useSearchParams } from 'react-router';

import type { OrderStatus } from '@/api';

/**
 * A list's page and status filter, kept in the address (`?status=Shipping&page=2`) so the seller
 * can share it and the back button restores it. A hand-edited value that makes no sense reads as
 * the default. Choosing another status starts again at page 1.
 */
export function useListParams<S extends OrderStatus>(allowed: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const status = allowed.find((value) => value === wanted) ?? null;
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;

  const searchFor = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    const text = search.toString();
    return text ? `?${text}` : '';
  };

  const setStatus = (next: S | null) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      search.delete('page');
      if (next) search.set('status', next);
      else search.delete('status');
      return search;
    });

  return { page, status, searchFor, setStatus };
}
