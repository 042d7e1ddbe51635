// The order of a server-paged list. The server sorts the whole list before paging it
// (docs/admin.md "Sorting"), so a column's order holds across pages; the address keeps it in the
// API's own spelling, `?sort=-amount`, so a sorted list can be shared and Back restores it.

import { tableTexts } from './i18n';
import type source from './locales/en.json';

type TableKey = keyof typeof source;

export type SortKind = 'text' | 'number' | 'date';
export type SortDirection = 'ascending' | 'descending';
/** `column` is the API's name for the column (`amount`, `createdAt`). */
export type SortState = { column: string; direction: SortDirection } | null;

/** A header's click: ascending first, then descending, then back to the list's own order. */
export function nextSort(current: SortState, column: string): SortState {
  if (current?.column !== column) return { column, direction: 'ascending' };
  if (current.direction === 'ascending') return { column, direction: 'descending' };
  return null;
}

/** The `sort` parameter of an order: `amount` or `-amount`; '' for the list's own order. */
export function sortParam(sort: SortState): string {
  if (!sort) return '';
  return sort.direction === 'descending' ? `-${sort.column}` : sort.column;
}

/**
 * An order read from the address: `null` for none, or for a column this list does not sort by (a
 * hand-edited address reads as the default rather than asking the server for a 400).
 */
export function readSort(text: string | null, columns: readonly string[]): SortState {
  const trimmed = text?.trim() ?? '';
  const descending = trimmed.startsWith('-');
  const column = descending ? trimmed.slice(1) : trimmed;
  if (!columns.includes(column)) return null;
  return { column, direction: descending ? 'descending' : 'ascending' };
}

const DIRECTION_WORDS: Record<SortKind, Record<SortDirection, TableKey>> = {
  text: { ascending: 'sort.textAscending', descending: 'sort.textDescending' },
  number: { ascending: 'sort.numberAscending', descending: 'sort.numberDescending' },
  date: { ascending: 'sort.dateAscending', descending: 'sort.dateDescending' },
};

/** A direction in words that fit the values: "A to Z", "lowest first", "oldest first". */
export function directionWords(kind: SortKind, direction: SortDirection): string {
  return tableTexts.t(DIRECTION_WORDS[kind][direction]);
}
