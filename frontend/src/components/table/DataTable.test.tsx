import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes, setupUser } from '@/test/harness';

import {
  type Column,
  DataTable,
  PagedList,
  SEARCH_DELAY_MS,
  SearchBox,
  type Paged,
  pageSearch,
  sortParam,
  useListParams,
} from './index';

type Fruit = { _id: string; name: string; price: number };
const FRUITS: Fruit[] = Array.from({ length: 25 }, (_, index) => ({
  _id: `f${index + 1}`,
  name: `Fruit ${String(index + 1).padStart(2, '0')}`,
  price: 100 - index,
}));

/** The "server": every query the list sent, and one page of fruit as it would answer it. */
const asked: string[] = [];
function serve(query: string): Paged<Fruit> {
  asked.push(query);
  const params = new URLSearchParams(query);
  const q = params.get('q') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  let found = FRUITS.filter((fruit) => fruit.name.toLowerCase().includes(q.toLowerCase()));
  if (sort.endsWith('price')) {
    const sign = sort.startsWith('-') ? -1 : 1;
    found = [...found].sort((a, b) => (a.price - b.price) * sign);
  }
  return { items: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit };
}

const columns: Column<Fruit>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (fruit) => fruit.name },
  {
    id: 'price',
    header: 'Price',
    sort: { key: 'price', kind: 'number' },
    cell: (fruit) => `₹${fruit.price}`,
  },
];

function FruitList() {
  const { page, limit, search, sort, searchFor, setSearch, setSort } = useListParams({ sorts: ['price'] });
  const query = pageSearch({ page, limit, q: search, sort: sortParam(sort) });
  const list = useQuery({
    queryKey: ['fruit', query],
    queryFn: () => Promise.resolve(serve(query)),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <SearchBox label="Search fruit" hint="By name." value={search} onSearch={setSearch} />
      <PagedList list={list} page={page} searchFor={searchFor} loadingLabel="Loading" empty={<p>No fruit</p>}>
        {(rows) => (
          <DataTable
            caption="Fruit"
            rows={rows}
            columns={columns}
            rowKey={(fruit) => fruit._id}
            sort={sort}
            onSortChange={setSort}
          />
        )}
      </PagedList>
    </>
  );
}

const render = (path = '/fruit') => renderRoutes([{ path: 'fruit', element: <FruitList /> }], { path });
const rowNames = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

describe('the shared DataTable with its address state', () => {
  afterEach(() => {
    asked.length = 0;
    vi.useRealTimers();
  });

  it('renders a page of rows with a caption, row headers and a phone label per value', async () => {
    render();
    expect(await screen.findByRole('table', { name: 'Fruit' })).toBeInTheDocument();
    expect(rowNames()).toHaveLength(20);
    expect(rowNames()[0]).toBe('Fruit 01');
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText('₹100')).toBeInTheDocument();
    // The phone's card says each value's column (the header row is hidden there).
    expect(within(first).getByText('Price')).toHaveClass('lg:hidden');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'none');
    expect(asked).toEqual(['page=1&limit=20']);
  });

  it('sorts by a header: ascending, descending, then the list’s own order, in the address', async () => {
    const user = setupUser();
    const { router } = render('/fruit?page=2');
    await screen.findByRole('table', { name: 'Fruit' });
    const header = screen.getByRole('columnheader', { name: 'Price' });

    await user.click(within(header).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Fruit 25'));
    // A new order starts again at page 1.
    expect(router.state.location.search).toBe('?sort=price');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('table', { name: 'Fruit, sorted by Price, lowest first' })).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-price'));
    expect(header).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(asked).toEqual([
      'page=2&limit=20',
      'page=1&limit=20&sort=price',
      'page=1&limit=20&sort=-price',
      'page=1&limit=20',
    ]);
  });

  it('sorts with the phone’s "Sort by" select, writing sort to the address', async () => {
    const user = setupUser();
    const { router } = render();
    await screen.findByRole('table', { name: 'Fruit' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price, highest first');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-price'));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches once typing pauses, writing q to the address and going back to page 1', async () => {
    const user = setupUser();
    const { router } = render('/fruit?page=2&sort=price');
    await screen.findByRole('table', { name: 'Fruit, sorted by Price, lowest first' });

    await user.type(screen.getByRole('searchbox', { name: 'Search fruit' }), '1');
    // Not before the pause…
    expect(router.state.location.search).toBe('?page=2&sort=price');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 50)));
    // …then once, with page gone.
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price&q=1'));
    await waitFor(() => expect(rowNames()).toHaveLength(12)); // 01, 10–19, 21
    expect(asked.at(-1)).toBe('page=1&limit=20&q=1&sort=price');
  });

  it('moves between pages with the pager, keeping the search and order', async () => {
    const user = setupUser();
    const { router } = render('/fruit?sort=-price');
    await screen.findByRole('table', { name: 'Fruit, sorted by Price, highest first' });

    await user.click(screen.getByRole('link', { name: /next/i }));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Fruit 21', 'Fruit 22', 'Fruit 23', 'Fruit 24', 'Fruit 25']),
    );
    expect(router.state.location.search).toBe('?sort=-price&page=2');
    expect(asked).toEqual(['page=1&limit=20&sort=-price', 'page=2&limit=20&sort=-price']);
  });

  it('says when nothing matches, with no table', async () => {
    render('/fruit?q=mango');
    expect(await screen.findByText('No fruit')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toEqual(['page=1&limit=20&q=mango']);
  });

  it('asks for the page size in the address, and the default for one out of bounds', async () => {
    render('/fruit?limit=5&page=3');
    await screen.findByRole('table', { name: 'Fruit' });
    expect(rowNames()).toEqual(['Fruit 11', 'Fruit 12', 'Fruit 13', 'Fruit 14', 'Fruit 15']);
    expect(asked).toEqual(['page=3&limit=5']);
  });
});
