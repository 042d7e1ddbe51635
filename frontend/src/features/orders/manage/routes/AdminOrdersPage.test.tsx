import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setupUser } from '@/test/harness';

import { anOrder, mockOrderApi, renderOrderPage, someOrders } from '../fixtures';

const PATH = '/admin-all-orders';

const rowIds = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
const listCalls = (api: ReturnType<typeof mockOrderApi>) =>
  api.calls
    .filter((call) => call.path === '/api/v2/get-all-orders-admin')
    .map((call) => call.search.toString());

const ORDERS = [
  anOrder({ _id: 'aa11bb22cc33dd44', status: 'Processing' }),
  anOrder({
    _id: 'ee55ff66aa77bb88',
    status: 'Delivered',
    shopId: 'shop-2',
    shop: { ...anOrder().shop, _id: 'shop-2', shopName: 'Jaipur Looms' },
    user: { _id: 'user-2', name: 'Ravi Kumar', email: 'ravi@example.com', phoneNumber: null },
  }),
];

describe('/admin-all-orders', () => {
  it('lists every order with its shop and buyer, linking to its details', async () => {
    const api = mockOrderApi(ORDERS);
    renderOrderPage(PATH, { as: 'admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'All orders' })).toBeInTheDocument();
    expect(await screen.findByText('Every shop on Haat · 2 orders')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'All orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order ID', 'Date', 'Shop', 'Buyer', 'Status', 'Items Qty', 'Total', 'Details']);

    const row = within(screen.getByRole('rowheader', { name: 'ee55ff66' }).closest('tr') as HTMLElement);
    expect(row.getByText('Jaipur Looms')).toBeInTheDocument();
    expect(row.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(row.getByText('Delivered')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'View order ee55ff66' })).toHaveAttribute(
      'href',
      '/admin/order/ee55ff66aa77bb88',
    );
    expect(listCalls(api)).toEqual(['page=1&limit=20']);
  });

  it('filters by status and pages through the server’s list', async () => {
    const api = mockOrderApi([...someOrders(30, { status: 'Shipping' }), ...ORDERS]);
    const user = setupUser();
    renderOrderPage(PATH, { as: 'admin' });

    expect(await screen.findByText('Showing 1–20 of 32')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Shipping');
    expect(await screen.findByText('Showing 1–20 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 21–30 of 30')).toBeInTheDocument();
    expect(rowIds()[0]).toBe('order021');
    expect(listCalls(api)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&status=Shipping',
      'page=2&limit=20&status=Shipping',
    ]);
  });

  it('searches the page by order id prefix, shop or buyer', async () => {
    const api = mockOrderApi(ORDERS);
    const user = setupUser();
    renderOrderPage(PATH, { as: 'admin' });

    const search = await screen.findByRole('searchbox', { name: 'Search this page' });
    await screen.findByRole('rowheader', { name: 'aa11bb22' });

    await user.type(search, 'EE55');
    expect(rowIds()).toEqual(['ee55ff66']);

    // A prefix only: the middle of an id does not match.
    await user.clear(search);
    await user.type(search, 'ff66');
    expect(screen.getByRole('status')).toHaveTextContent('No order on this page matches “ff66”.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'looms');
    expect(rowIds()).toEqual(['ee55ff66']);

    await user.clear(search);
    await user.type(search, 'priya');
    expect(rowIds()).toEqual(['aa11bb22']);

    await user.clear(search);
    expect(rowIds()).toEqual(['aa11bb22', 'ee55ff66']);
    // The search is the page's own: it asks the server nothing.
    expect(listCalls(api)).toEqual(['page=1&limit=20']);
  });
});
