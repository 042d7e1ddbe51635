import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';

import { SelectField } from '@/components/form';

import { admin } from '../i18n';
import { type SortDirection, type SortKind, type SortState, directionWords, nextSort } from './sort';

export type Column<T> = {
  id: string;
  header: string;
  /** A header said to screen readers only, such as the actions column's. */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable: `key` is the API's name for it (docs/admin.md "Sorting"). */
  sort?: { key: string; kind: SortKind };
  /** The row's name: a `<th scope="row">`, and the head of the phone's card. */
  rowHeader?: boolean;
  /** On a phone's card, takes the whole width (and shows no label when it is the actions). */
  wide?: boolean;
  /** On a phone's card, leaves out the column's name (for the row header and the actions). */
  noMobileLabel?: boolean;
  className?: string;
};

// One table on every screen: a row per item on a wide screen, a card per item on a phone (the row
// becomes a grid and each value carries its own label), so there is one set of actions and one
// tab order whatever the width.
const cellClass = 'min-w-0 lg:table-cell lg:px-3 lg:py-3 lg:align-middle';
const headClass = 'px-3 py-3 font-medium whitespace-nowrap';
const DIRECTIONS: readonly SortDirection[] = ['ascending', 'descending'];

/** A header cell's classes: the first and last columns keep off the frame's edges. */
const headClasses = (index: number, count: number) =>
  `${headClass} ${index === 0 ? 'pl-4' : ''} ${index === count - 1 ? 'pr-4' : ''}`;

/** A body cell's classes: the row header and wide columns take a phone card's whole width. */
const cellClasses = <T,>(column: Column<T>, index: number, count: number) =>
  `${cellClass} ${column.rowHeader || column.wide ? 'col-span-full' : ''} ${index === 0 ? 'lg:pl-4' : ''} ${
    index === count - 1 ? 'lg:pr-4' : ''
  } ${column.className ?? ''}`;

/** A value's label, shown on the phone's card only; the table's header says it on a wide screen. */
function MobileLabel({ children }: { children: string }) {
  return <span className="block text-xs text-stone-500 lg:hidden">{children}</span>;
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Icon className={`h-3.5 w-3.5 ${direction ? 'text-brand-700' : 'text-stone-400'}`} aria-hidden="true" />
  );
}

/**
 * A list of `rows` with its caption (for screen readers) and columns. The server orders the rows:
 * `sort` is the order in force, and `onSortChange` asks for another, by clicking a sortable
 * column's header on a wide screen or with the "Sort by" select on a phone, where the header is
 * hidden. Without `onSortChange` no column sorts. `detail` opens a row in place: what it answers for
 * a row is shown right under it, across the table's width (on a phone, as the foot of its card).
 */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  rowClassName,
  detail,
  sort = null,
  onSortChange,
}: {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string;
  /** What an opened row shows under it; null (or nothing) while the row is closed. */
  detail?: (row: T) => ReactNode;
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
}) {
  const t = admin.useT();
  const sortable = onSortChange ? columns.filter((column) => column.sort) : [];
  const active = sortable.find((column) => column.sort?.key === sort?.column);

  return (
    <div className="space-y-3">
      {onSortChange && sortable.length > 0 && (
        <SelectField
          label={t('table.sortBy')}
          className="lg:hidden"
          value={active && sort ? `${sort.column}:${sort.direction}` : ''}
          onChange={(event) => {
            const [column = '', direction] = event.target.value.split(':');
            onSortChange(
              direction === 'ascending' || direction === 'descending' ? { column, direction } : null,
            );
          }}
        >
          <option value="">{t('table.newestFirst')}</option>
          {sortable.flatMap((column) =>
            DIRECTIONS.map((direction) => {
              const key = `${column.sort?.key ?? column.id}:${direction}`;
              return (
                <option key={key} value={key}>
                  {t('table.sortOption', {
                    column: column.header,
                    direction: directionWords(column.sort?.kind ?? 'text', direction),
                  })}
                </option>
              );
            }),
          )}
        </SelectField>
      )}
      {/* The frame is a wrapper's: a collapsed table cannot round its corners, and a narrow tablet scrolls. */}
      <div className="lg:overflow-x-auto lg:rounded-md lg:border lg:border-stone-200 lg:bg-white">
        <table className="block w-full text-sm lg:table">
          <caption className="sr-only">
            {active?.sort && sort
              ? t('table.captionSorted', {
                  caption,
                  column: active.header,
                  direction: directionWords(active.sort.kind, sort.direction),
                })
              : caption}
          </caption>
          <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 lg:table-header-group">
            <tr>
              {columns.map((column, index) => {
                const classes = headClasses(index, columns.length);
                if (!column.sort || !onSortChange) {
                  return (
                    <th key={column.id} scope="col" className={classes}>
                      {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                    </th>
                  );
                }
                const key = column.sort.key;
                const direction = sort?.column === key ? sort.direction : null;
                return (
                  <th key={column.id} scope="col" aria-sort={direction ?? 'none'} className={classes}>
                    <button
                      type="button"
                      onClick={() => onSortChange(nextSort(sort, key))}
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-medium hover:text-brand-800"
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-stone-200">
            {rows.map((row) => {
              const more = detail?.(row);
              const opened = more !== undefined && more !== null && more !== false;
              return (
                <Fragment key={rowKey(row)}>
                  <tr
                    className={`grid grid-cols-2 gap-x-4 gap-y-3 rounded-md sm:grid-cols-3 border border-stone-200 p-4 lg:table-row lg:rounded-none lg:border-0 lg:p-0 ${
                      opened ? 'mb-0 rounded-b-none' : ''
                    } ${rowClassName?.(row) ?? 'bg-white'}`}
                  >
                    {columns.map((column, index) => {
                      const classes = cellClasses(column, index, columns.length);
                      const content = (
                        <>
                          {!column.rowHeader && !column.noMobileLabel && (
                            <MobileLabel>{column.header}</MobileLabel>
                          )}
                          {column.cell(row)}
                        </>
                      );
                      return column.rowHeader ? (
                        <th key={column.id} scope="row" className={`text-left font-normal ${classes}`}>
                          {content}
                        </th>
                      ) : (
                        <td key={column.id} className={classes}>
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                  {opened && (
                    // On a phone, the foot of the row's card; on a wide screen, a row across the table.
                    <tr className="block rounded-b-md border border-t-0 border-stone-200 bg-stone-50 lg:table-row lg:rounded-none lg:border-0">
                      <td colSpan={columns.length} className="block p-4 lg:table-cell lg:px-4 lg:py-5">
                        {more}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
