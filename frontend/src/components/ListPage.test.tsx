import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListPage } from './ListPage';

const noun = { one: 'order', many: 'orders' };

describe('ListPage', () => {
  it('names the owner alone until the count is known', () => {
    render(
      <ListPage title="Orders" owner="Haat Demo Bazaar" count={undefined} noun={noun}>
        <p>list</p>
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Haat Demo Bazaar')).toBeInTheDocument();
  });

  it('counts the items with Indian grouping, one or many', () => {
    const { rerender } = render(
      <ListPage title="Orders" owner="Haat Demo Bazaar" count={1} noun={noun}>
        <p>list</p>
      </ListPage>,
    );
    expect(screen.getByText('Haat Demo Bazaar · 1 order')).toBeInTheDocument();
    rerender(
      <ListPage title="Orders" owner="Haat Demo Bazaar" count={100000} noun={noun}>
        <p>list</p>
      </ListPage>,
    );
    expect(screen.getByText('Haat Demo Bazaar · 1,00,000 orders')).toBeInTheDocument();
  });

  it('shows its action in the header and its filters between the header and the list', () => {
    render(
      <ListPage
        title="Products"
        owner="Haat Demo Bazaar"
        action={<a href="/add">Add product</a>}
        filters={<p>filters</p>}
      >
        <p>list</p>
      </ListPage>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Products' });
    const header = heading.parentElement?.parentElement as HTMLElement;
    expect(header).toContainElement(screen.getByRole('link', { name: 'Add product' }));
    const filters = screen.getByText('filters');
    expect(header.nextElementSibling).toBe(filters);
    expect(filters.nextElementSibling).toBe(screen.getByText('list'));
  });
});
