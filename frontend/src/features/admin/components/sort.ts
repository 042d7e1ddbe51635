// Sorting the rows of the page already loaded. The server pages each list newest first and offers
// no other order, so a column's sort reorders the page in hand only; the headers say so.

export type SortKind = 'text' | 'number' | 'date';
export type SortDirection = 'ascending' | 'descending';
export type SortState = { column: string; direction: SortDirection } | null;
export type SortValue = string | number | null;

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

function compare(a: SortValue, b: SortValue, kind: SortKind): number {
  if (kind === 'date') {
    return (
      (typeof a === 'string' ? Date.parse(a) : Number(a)) -
      (typeof b === 'string' ? Date.parse(b) : Number(b))
    );
  }
  if (kind === 'number') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * `rows` ordered by `value` in `direction`; rows without a value go last either way, and equal
 * rows keep the server's order.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  kind: SortKind,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1;
      }
      return sign * compare(a.key, b.key, kind) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** A header's click: ascending first, then descending, then back to the server's order. */
export function nextSort(current: SortState, column: string): SortState {
  if (current?.column !== column) return { column, direction: 'ascending' };
  if (current.direction === 'ascending') return { column, direction: 'descending' };
  return null;
}

/** A direction in words that fit the values: "A to Z", "lowest first", "oldest first". */
export function directionWords(kind: SortKind, direction: SortDirection): string {
  const up = direction === 'ascending';
  if (kind === 'text') return up ? 'A to Z' : 'Z to A';
  if (kind === 'number') return up ? 'lowest first' : 'highest first';
  return up ? 'oldest first' : 'newest first';
}
