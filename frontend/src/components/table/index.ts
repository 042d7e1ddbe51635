// The one table of the server-paged lists (docs/decisions/0033): the table on TanStack Table, its
// search box, its order, its paging, and the hook that keeps page, limit, q and sort in the address.

export { type Column, DataTable } from './DataTable';
export { type Paged, PagedList } from './PagedList';
export { SEARCH_DELAY_MS, SearchBox } from './SearchBox';
export {
  type SortDirection,
  type SortKind,
  type SortState,
  directionWords,
  nextSort,
  readSort,
  sortParam,
} from './sort';
export { useDebouncedValue } from './use-debounced-value';
export { ALL, type ListParams, PAGE_SIZE, SEARCH_MAX, useListParams } from './use-list-params';
export { type PageQuery, pageSearch, withoutItem } from './list-query';
