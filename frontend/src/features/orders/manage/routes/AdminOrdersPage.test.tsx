import { act, screen, waitFor, within } from '@testing-library/react';
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
    shippingAddress: { ...anOrder().shippingAddress, name: 'Ravi Kumar' },
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

  it('searches every order on the server once typing pauses, from the first page', async () => {
    // Ravi's order is the 32nd, on page 2; what the search finds is shown from page 1.
    const api = mockOrderApi([...someOrders(30, { status: 'Shipping' }), ...ORDERS]);
    const user = setupUser();
    const { router } = renderOrderPage(`${PATH}?page=2`, { as: 'admin' });

    const search = await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveAccessibleDescription(
      'By order ID, buyer’s name or email, shop, addressee or invoice number.',
    );
    expect(await screen.findByText('Showing 21–32 of 32')).toBeInTheDocument();

    await user.type(search, 'RAVI@');

    expect(await screen.findByText('Every shop on Haat · 1 order')).toBeInTheDocument();
    expect(rowIds()).toEqual(['ee55ff66']);
    expect(router.state.location.search).toBe('?q=RAVI%40');
    // One request for the whole text once typing paused, not one a letter; from page 1.
    expect(listCalls(api)).toEqual(['page=2&limit=20', 'page=1&limit=20&q=RAVI%40']);
  });

  it('keeps the search in the address while paging and filtering; a new search starts at page 1', async () => {
    // 31 orders of Priya's (30 of them Shipping), and Ravi's from Jaipur Looms.
    const api = mockOrderApi([...someOrders(30, { status: 'Shipping' }), ...ORDERS]);
    const user = setupUser();
    const { router } = renderOrderPage(PATH, { as: 'admin' });

    const search = await screen.findByRole('searchbox', { name: 'Search orders' });
    await user.type(search, '  priya ');
    expect(await screen.findByText('Showing 1–20 of 31')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=priya');

    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 21–31 of 31')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=priya&page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Shipping');
    expect(await screen.findByText('Showing 1–20 of 30')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=priya&status=Shipping');
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 21–30 of 30')).toBeInTheDocument();

    // An id's start, in any case: order-020 to order-029.
    await user.clear(search);
    await user.type(search, 'ORDER-02');
    expect(await screen.findByText('Every shop on Haat · 10 orders')).toBeInTheDocument();
    expect(rowIds()[0]).toBe('order020');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=ORDER-02&status=Shipping');

    await user.clear(search);
    expect(await screen.findByText('Every shop on Haat · 30 orders')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?status=Shipping'));

    expect(listCalls(api)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&q=priya',
      'page=2&limit=20&q=priya',
      'page=1&limit=20&status=Shipping&q=priya',
      'page=2&limit=20&status=Shipping&q=priya',
      'page=1&limit=20&status=Shipping&q=ORDER-02',
      'page=1&limit=20&status=Shipping',
    ]);
  });

  it('reads the search from the address, and follows it when the address changes', async () => {
    const api = mockOrderApi(ORDERS);
    renderOrderPage(`${PATH}?status=Delivered&q=looms`, { as: 'admin' });

    expect(await screen.findByRole('rowheader', { name: 'ee55ff66' })).toBeInTheDocument();
    expect(rowIds()).toEqual(['ee55ff66']);
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('looms');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Delivered');
    expect(listCalls(api)).toEqual(['page=1&limit=20&status=Delivered&q=looms']);
  });

  it('says when no order matches the search', async () => {
    const api = mockOrderApi(ORDERS);
    const user = setupUser();
    const { router } = renderOrderPage(PATH, { as: 'admin' });

    const search = await screen.findByRole('searchbox', { name: 'Search orders' });
    await screen.findByRole('rowheader', { name: 'aa11bb22' });
    // An id matches from its start only.
    await user.type(search, 'ff66');

    expect(await screen.findByRole('status')).toHaveTextContent('No order matches “ff66”.');
    expect(screen.getByText('Every shop on Haat · 0 orders')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No orders yet' })).not.toBeInTheDocument();

    // Another address (the back button, a shared link) replaces what was typed.
    await act(() => router.navigate(`${PATH}?q=ee55`));
    expect(await screen.findByRole('rowheader', { name: 'ee55ff66' })).toBeInTheDocument();
    expect(search).toHaveValue('ee55');
    expect(listCalls(api)).toEqual(['page=1&limit=20', 'page=1&limit=20&q=ff66', 'page=1&limit=20&q=ee55']);
  });
});
