import { HttpResponse } from 'msw';

type Value = string | number | null | undefined;

/**
 * A server-paged list's answer as the server makes it (docs/admin.md "Sorting"): `q` keeps the
 * items whose `searched` text contains it (any case); `sort` orders them by one of `sorts`
 * (`-` for descending, empty values last), else newest first by `createdAt`; then `page` and
 * `limit` (default 20) cut one page. The items are answered under `key`, beside `total`, `page`
 * and `limit`.
 */
export function pagedBody<T extends { createdAt?: string }>(
  url: URL,
  key: string,
  items: readonly T[],
  { searched, sorts = {} }: { searched: (item: T) => string; sorts?: Record<string, (item: T) => Value> },
) {
  const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
  let found = q ? items.filter((item) => searched(item).toLowerCase().includes(q)) : [...items];
  const sort = url.searchParams.get('sort') ?? '';
  const descending = sort.startsWith('-');
  const by = sorts[descending ? sort.slice(1) : sort];
  if (by) {
    found = found.sort((a, b) => {
      const x = by(a);
      const y = by(b);
      if (x === y) return 0;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      return (x < y ? -1 : 1) * (descending ? -1 : 1);
    });
  } else {
    found = found.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  }
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  return {
    success: true,
    [key]: found.slice((page - 1) * limit, page * limit),
    total: found.length,
    page,
    limit,
  };
}

/** [`pagedBody`] as the JSON response. */
export function pagedAnswer<T extends { createdAt?: string }>(...args: Parameters<typeof pagedBody<T>>) {
  return HttpResponse.json(pagedBody(...args));
}
