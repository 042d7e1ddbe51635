import {
  type ColumnDef,
  type SortingState,
  type Updater,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type ReactNode, useMemo } from 'react';

import { SelectField } from '@/components/form';

import { tableTexts } from './i18n';
import { type SortDirection, type SortKind, type SortState, directionWords } from './sort';

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

/** Our order (the API's column name) as TanStack Table's sorting state (the column's id). */
function toSorting<T>(sort: SortState, columns: readonly Column<T>[]): SortingState {
  const column = sort && columns.find((candidate) => candidate.sort?.key === sort.column);
  return column && sort ? [{ id: column.id, desc: sort.direction === 'descending' }] : [];
}

/** TanStack Table's sorting state back as our order: one column at most, by the API's name. */
function fromSorting<T>(sorting: SortingState, columns: readonly Column<T>[]): SortState {
  const [first] = sorting;
  const key = first && columns.find((column) => column.id === first.id)?.sort?.key;
  return first && key ? { column: key, direction: first.desc ? 'descending' : 'ascending' } : null;
}

/**
 * A list of `rows` with its caption (for screen readers) and columns, on TanStack Table
 * (docs/decisions/0033): it keeps the columns, rows and sorting state, and this markup is ours. The
 * server orders and pages the rows (`manualSorting`, `manualPagination`): `sort` is the order in
 * force, and `onSortChange` asks for another, by clicking a sortable column's header on a wide
 * screen (ascending, descending, then the list's own order) or with the "Sort by" select on a
 * phone, where the header is hidden. Without `onSortChange` no column sorts. `detail` opens a row in
 * place: what it answers for a row is shown right under it, across the table's width (on a phone,
 * as the foot of its card).
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
  const t = tableTexts.useT();
  const definitions = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        // The row itself: the cells are drawn from it below (see there), and a sortable column
        // needs an accessor for TanStack Table to let it sort.
        accessorFn: (row) => row,
        enableSorting: Boolean(column.sort),
        meta: column,
      })),
    [columns],
  );
  const sorting = toSorting(sort, columns);
  // The React Compiler leaves this component alone (TanStack Table's object changes inside), which
  // is what it must do: the rows and state come in as props on each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows as T[],
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    manualPagination: true,
    enableSorting: Boolean(onSortChange),
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(fromSorting(next, columns));
    },
  });

  const sortable = onSortChange ? columns.filter((column) => column.sort) : [];
  const active = sortable.find((column) => column.sort?.key === sort?.column);
  const count = columns.length;

  return (
    <div className="space-y-3">
      {onSortChange && sortable.length > 0 && (
        <SelectField
          label={t('sortBy')}
          className="lg:hidden"
          value={active && sort ? `${sort.column}:${sort.direction}` : ''}
          onChange={(event) => {
            const [column = '', direction] = event.target.value.split(':');
            onSortChange(
              direction === 'ascending' || direction === 'descending' ? { column, direction } : null,
            );
          }}
        >
          <option value="">{t('newestFirst')}</option>
          {sortable.flatMap((column) =>
            DIRECTIONS.map((direction) => {
              const key = `${column.sort?.key ?? column.id}:${direction}`;
              return (
                <option key={key} value={key}>
                  {t('sortOption', {
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
              ? t('captionSorted', {
                  caption,
                  column: active.header,
                  direction: directionWords(active.sort.kind, sort.direction),
                })
              : caption}
          </caption>
          <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 lg:table-header-group">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header, index) => {
                  const column = header.column.columnDef.meta as Column<T>;
                  const classes = headClasses(index, count);
                  if (!header.column.getCanSort()) {
                    return (
                      <th key={header.id} scope="col" className={classes}>
                        {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                      </th>
                    );
                  }
                  // The table's state is `sort` itself, so its direction is the one in force.
                  const direction: SortDirection | null = header.column.getIsSorted()
                    ? (sort?.direction ?? null)
                    : null;
                  return (
                    <th key={header.id} scope="col" aria-sort={direction ?? 'none'} className={classes}>
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-medium hover:text-brand-800"
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-stone-200">
            {table.getRowModel().rows.map((row) => {
              const more = detail?.(row.original);
              const opened = more !== undefined && more !== null && more !== false;
              return (
                <Fragment key={row.id}>
                  <tr
                    className={`grid grid-cols-2 gap-x-4 gap-y-3 rounded-md border border-stone-200 p-4 sm:grid-cols-3 lg:table-row lg:rounded-none lg:border-0 lg:p-0 ${
                      opened ? 'mb-0 rounded-b-none' : ''
                    } ${rowClassName?.(row.original) ?? 'bg-white'}`}
                  >
                    {row.getVisibleCells().map((cell, index) => {
                      const column = cell.column.columnDef.meta as Column<T>;
                      const classes = cellClasses(column, index, count);
                      const content = (
                        <>
                          {!column.rowHeader && !column.noMobileLabel && (
                            <MobileLabel>{column.header}</MobileLabel>
                          )}
                          {/* Called, not rendered as a component (flexRender would): a page's cell
                              functions are new on each render, and as components they would
                              remount their cells, losing focus, on every render. */}
                          {column.cell(row.original)}
                        </>
                      );
                      return column.rowHeader ? (
                        <th key={cell.id} scope="row" className={`text-left font-normal ${classes}`}>
                          {content}
                        </th>
                      ) : (
                        <td key={cell.id} className={classes}>
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                  {opened && (
                    // On a phone, the foot of the row's card; on a wide screen, a row across the table.
                    <tr className="block rounded-b-md border border-t-0 border-stone-200 bg-stone-50 lg:table-row lg:rounded-none lg:border-0">
                      <td colSpan={count} className="block p-4 lg:table-cell lg:px-4 lg:py-5">
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
