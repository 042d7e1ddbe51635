import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderRoutes, setupUser } from '@/test/harness';

import { Pagination, pageItems, usePageLink, usePageParam } from './Pagination';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends and the current page’s neighbours when there are many, never hiding just one', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });
});

const pageQuery = (page: number) => ({ search: page > 1 ? `?page=${page}` : '' });

describe('the pager of a list', () => {
  it('says which items are shown and links to the pages either side', () => {
    renderRoutes(
      [{ path: '*', element: <Pagination page={2} limit={20} total={95} shown={20} to={pageQuery} /> }],
      { path: '/orders?page=2' },
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 21–40 of 95')).toBeInTheDocument();
    expect(within(nav).getByText('Page 2 of 5')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/orders');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/orders?page=3');
  });

  it('greys out the step that leads nowhere, and says when the page is past the end', () => {
    renderRoutes(
      [{ path: '*', element: <Pagination page={9} limit={20} total={95} shown={0} to={pageQuery} /> }],
      { path: '/orders?page=9' },
    );
    expect(screen.getByText('Page 9 is past the end of the list')).toBeInTheDocument();
    // Previous goes to the last page there is.
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/orders?page=5');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('is hidden when everything fits on the first page', () => {
    renderRoutes(
      [{ path: '*', element: <Pagination page={1} limit={20} total={20} shown={20} to={pageQuery} /> }],
      {
        path: '/orders',
      },
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages one list of two by its own parameter, keeping the other', async () => {
    function TwoLists() {
      const history = usePageParam('history');
      const historyLink = usePageLink('history');
      return (
        <Pagination label="History pages" page={history} limit={10} total={30} shown={10} to={historyLink} />
      );
    }
    const user = setupUser();
    const { router } = renderRoutes([{ path: '*', element: <TwoLists /> }], {
      path: '/money?requests=2&history=nonsense',
    });
    const nav = screen.getByRole('navigation', { name: 'History pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?requests=2&history=2');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?requests=2');
  });
});

describe('the numbered pager', () => {
  it('links every page by its number, with gaps, and marks the current one', () => {
    renderRoutes(
      [
        {
          path: '*',
          element: <Pagination numbered page={10} pages={20} to={(page) => `/products?page=${page}`} />,
        },
      ],
      { path: '/products?page=10' },
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products?page=9',
      '/products?page=1',
      '/products?page=9',
      '/products?page=11',
      '/products?page=20',
      '/products?page=11',
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toBeInTheDocument();
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Page 10');
  });

  it('tells the page when a link is followed, and is hidden for a single page', async () => {
    const onNavigate = vi.fn();
    const user = setupUser();
    const view = renderRoutes(
      [
        {
          path: '*',
          element: (
            <Pagination
              numbered
              page={1}
              pages={3}
              to={(page) => `/products?page=${page}`}
              onNavigate={onNavigate}
            />
          ),
        },
      ],
      { path: '/products' },
    );
    expect(screen.getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(onNavigate).toHaveBeenCalledOnce();

    view.unmount();
    renderRoutes(
      [
        {
          path: '*',
          element: <Pagination numbered page={1} pages={1} to={(page) => `/products?page=${page}`} />,
        },
      ],
      { path: '/products' },
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
