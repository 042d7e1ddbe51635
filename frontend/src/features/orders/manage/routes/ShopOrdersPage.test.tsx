import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { orderKeys } from '@/lib/orders/keys';
import { settle, setupUser } from '@/test/harness';
import { apiError, server } from '@/test/server';

import { anItem, anOrder, mockOrderApi, renderOrderPage, someOrders } from '../fixtures';

const PATH = '/shop-dashboard/orders';

const rowOf = (id: string) => screen.getByRole('rowheader', { name: id }).closest('tr') as HTMLElement;
const listCalls = (api: ReturnType<typeof mockOrderApi>) =>
  api.calls
    .filter((call) => call.path === '/api/v2/get-all-orders-shop/shop-1')
    .map((call) => call.search.toString());

describe('/shop-dashboard/orders', () => {
  it('lists the shop’s orders with their id, date, status, items and total', async () => {
    const api = mockOrderApi([
      anOrder(),
      anOrder({
        _id: 'f00dbabe1234567890',
        status: 'Shipping',
        cart: [anItem({ qty: 5, lineTotal: 2495 })],
        totalPrice: 104790.5,
      }),
      anOrder({ _id: 'another-shops-order', shopId: 'shop-2' }),
    ]);
    renderOrderPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText('Haat Demo Bazaar · 2 orders')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Orders of Haat Demo Bazaar' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order ID', 'Date', 'Status', 'Items Qty', 'Total', 'Details']);

    const first = within(rowOf('6650a1b2'));
    expect(first.getByText('23 Nov 2026')).toHaveAttribute('datetime', '2026-11-22T20:30:00Z');
    expect(first.getByText('Processing')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByText('₹1,047.90')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View order 6650a1b2' })).toHaveAttribute(
      'href',
      '/shop/order/6650a1b2c3d4e5f6a7b8c9d0/shop-1',
    );

    const second = within(rowOf('f00dbabe'));
    expect(second.getByText('Shipping')).toBeInTheDocument();
    expect(second.getByText('5')).toBeInTheDocument();
    expect(second.getByText('₹1,04,790.50')).toBeInTheDocument();

    expect(listCalls(api)).toEqual(['page=1&limit=20']);
    // One page: no paging links.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages through the orders', async () => {
    const api = mockOrderApi(someOrders(45));
    const user = setupUser();
    const { router } = renderOrderPage(PATH);

    const paging = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(paging.getByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(paging.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(paging.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'order001' })).toBeInTheDocument();

    await user.click(paging.getByRole('link', { name: /Next/ }));

    expect(await screen.findByRole('rowheader', { name: 'order021' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'order001' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Previous/ }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(listCalls(api)).toEqual(['page=1&limit=20', 'page=2&limit=20', 'page=3&limit=20']);
  });

  it('filters by status, from the first page', async () => {
    const api = mockOrderApi([...someOrders(25), anOrder({ _id: 'shipped-order-1', status: 'Shipping' })]);
    const user = setupUser();
    const { router } = renderOrderPage(`${PATH}?page=2`);

    expect(await screen.findByText('Showing 21–26 of 26')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Shipping');

    expect(await screen.findByText('Haat Demo Bazaar · 1 order')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'shippedo' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=Shipping');
    expect(listCalls(api).at(-1)).toBe('page=1&limit=20&status=Shipping');

    // A status with no orders says so, and offers them all again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Refund Success');
    expect(await screen.findByRole('heading', { name: 'No orders in Refund Success' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByText('Haat Demo Bazaar · 26 orders')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('reads the status and page from the address, ignoring nonsense', async () => {
    const api = mockOrderApi([anOrder({ status: 'Delivered' })]);
    renderOrderPage(`${PATH}?status=Delivered&page=abc`);

    expect(await screen.findByRole('rowheader', { name: '6650a1b2' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Delivered');
    expect(listCalls(api)).toEqual(['page=1&limit=20&status=Delivered']);
  });

  it('searches every order of the shop on the server, from the first page', async () => {
    const meera = {
      user: { _id: 'user-3', name: 'Meera Iyer', email: 'meera@example.com', phoneNumber: null },
      shippingAddress: { ...anOrder().shippingAddress, name: 'Meera Iyer' },
    };
    const api = mockOrderApi([
      ...someOrders(25),
      anOrder({ _id: 'f00dbabe1234567890', status: 'Shipping', invoiceNumber: 'INV/2627/000099', ...meera }),
      anOrder({ _id: 'another-shops-order', shopId: 'shop-2', ...meera }),
    ]);
    const user = setupUser();
    const { router } = renderOrderPage(`${PATH}?page=2`);

    const search = await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveAccessibleDescription(
      'By order ID, buyer’s name or email, addressee or invoice number.',
    );
    expect(await screen.findByText('Showing 21–26 of 26')).toBeInTheDocument();

    // Enter searches at once, without waiting for the pause.
    await user.type(search, 'meera@{Enter}');
    expect(router.state.location.search).toBe('?q=meera%40');

    expect(await screen.findByText('Haat Demo Bazaar · 1 order')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'f00dbabe' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'inv/2627/000099');
    await waitFor(() => expect(router.state.location.search).toBe('?q=inv%2F2627%2F000099'));
    expect(await screen.findByRole('rowheader', { name: 'f00dbabe' })).toBeInTheDocument();

    expect(listCalls(api)).toEqual([
      'page=2&limit=20',
      'page=1&limit=20&q=meera%40',
      'page=1&limit=20&q=inv%2F2627%2F000099',
    ]);
  });

  it('reads the search from the address, and says when nothing matches it', async () => {
    const api = mockOrderApi([
      ...someOrders(3),
      anOrder({
        _id: 'f00dbabe1234567890',
        status: 'Shipping',
        shippingAddress: { ...anOrder().shippingAddress, name: 'Meera Iyer' },
      }),
    ]);
    const user = setupUser();
    const { router } = renderOrderPage(`${PATH}?status=Shipping&q=meera`);

    expect(await screen.findByRole('rowheader', { name: 'f00dbabe' })).toBeInTheDocument();
    expect(screen.getByText('Haat Demo Bazaar · 1 order')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveValue('meera');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Shipping');

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No order matches “zzz”.');
    expect(screen.getByText('Haat Demo Bazaar · 0 orders')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No orders in Shipping' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=Shipping&q=zzz');

    // Every status: the search stays.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz'));
    expect(await screen.findByRole('status')).toHaveTextContent('No order matches “zzz”.');

    expect(listCalls(api)).toEqual([
      'page=1&limit=20&status=Shipping&q=meera',
      'page=1&limit=20&status=Shipping&q=zzz',
      'page=1&limit=20&q=zzz',
    ]);
  });

  it('says when there are no orders yet', async () => {
    mockOrderApi([]);
    renderOrderPage(PATH);

    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leads back from a page past the end', async () => {
    mockOrderApi(someOrders(3));
    const user = setupUser();
    renderOrderPage(`${PATH}?page=4`);

    expect(await screen.findByRole('heading', { name: 'Nothing on this page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findByRole('rowheader', { name: 'order001' })).toBeInTheDocument();
  });

  it('keeps the list shown when a reload fails', async () => {
    mockOrderApi([anOrder()]);
    const { queryClient } = renderOrderPage(PATH);
    await screen.findByRole('rowheader', { name: '6650a1b2' });

    let reloads = 0;
    server.use(
      http.get('/api/v2/get-all-orders-shop/:shopId', () => {
        reloads += 1;
        return apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.');
      }),
    );
    await act(() => queryClient.invalidateQueries({ queryKey: orderKeys.all }));
    await settle();

    expect(reloads).toBe(1);
    expect(screen.getByRole('rowheader', { name: '6650a1b2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/v2/get-all-orders-shop/:shopId', () =>
        fail
          ? apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.')
          : HttpResponse.json({ success: true, orders: [anOrder()], total: 1, page: 1, limit: 20 }),
      ),
    );
    const user = setupUser();
    renderOrderPage(PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('rowheader', { name: '6650a1b2' })).toBeInTheDocument());
  });
});
