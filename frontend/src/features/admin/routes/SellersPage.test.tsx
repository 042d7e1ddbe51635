import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server, signedOut } from '@/test/server';

import { aSellerRow, many, mockAdminApi, renderAdminPage, rowNames, rowOf } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-all-sellers';
const LIST = '/api/v2/admin-get-all-seller';

const SELLERS = [
  aSellerRow(),
  aSellerRow({
    _id: 'shop-2',
    name: 'Ravi Kumar',
    shopName: 'Jaipur Looms',
    email: 'ravi@looms.in',
    phone: '9876500000',
    status: 'suspended',
    productCount: 3,
    availableBalance: 250000,
    createdAt: '2026-10-01T06:30:00Z',
  }),
  aSellerRow({
    _id: 'shop-3',
    name: 'Meera Nair',
    shopName: 'Kerala Spices',
    email: 'meera@spices.in',
    status: 'pending',
    productCount: 0,
    availableBalance: 0,
    createdAt: '2026-11-24T06:30:00Z',
  }),
];

describe('/admin-all-sellers', () => {
  it('lists every shop with its owner, contact, status, products, balance and joining date', async () => {
    const api = mockAdminApi({ sellers: SELLERS });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'All sellers' })).toBeInTheDocument();
    expect(await screen.findByText('Every shop on Haat · 3 shops')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'All sellers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Shop', 'Owner', 'Status', 'Products', 'Balance', 'Joined', 'Actions']);

    const row = rowOf('Haat Demo Bazaar');
    expect(row.getByRole('link', { name: 'Haat Demo Bazaar' })).toHaveAttribute(
      'href',
      '/shop/preview/shop-1',
    );
    expect(row.getByText('Asha Verma')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'seller@example.com' })).toHaveAttribute(
      'href',
      'mailto:seller@example.com',
    );
    expect(row.getByRole('link', { name: 'Phone 9845012345' })).toHaveAttribute('href', 'tel:+919845012345');
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('24')).toBeInTheDocument();
    expect(row.getByText('₹12,345.50')).toBeInTheDocument();
    expect(row.getByText('22 Nov 2026')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Suspend Haat Demo Bazaar' })).toBeInTheDocument();

    // A suspended or pending shop has no public page to link to.
    const suspended = rowOf('Jaipur Looms');
    expect(suspended.queryByRole('link', { name: 'Jaipur Looms' })).not.toBeInTheDocument();
    expect(suspended.getByText('Suspended')).toBeInTheDocument();
    expect(suspended.getByText('₹2,50,000.00')).toBeInTheDocument();
    expect(suspended.getByRole('button', { name: 'Reinstate Jaipur Looms' })).toBeInTheDocument();
    expect(rowOf('Kerala Spices').getByText('Pending')).toBeInTheDocument();

    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20']);
  });

  it('searches the server once typing pauses, from the first page', async () => {
    const api = mockAdminApi({ sellers: SELLERS });
    const user = setupUser();
    const { router } = renderAdminPage(`${PATH}?page=1`);

    await screen.findByRole('rowheader', { name: 'Kerala Spices' });
    await user.type(screen.getByRole('searchbox', { name: 'Search shops' }), 'looms');

    await waitFor(() => expect(rowNames()).toEqual(['Jaipur Looms']));
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=1&limit=20&q=looms']);
    expect(router.state.location.search).toBe('?q=looms');
    expect(screen.getByText('Every shop on Haat · 1 shop')).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    mockAdminApi({ sellers: SELLERS });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('rowheader', { name: 'Kerala Spices' });
    await user.type(screen.getByRole('searchbox', { name: 'Search shops' }), 'nobody{Enter}');

    expect(await screen.findByRole('heading', { name: 'No shop matches' })).toBeInTheDocument();
  });

  it('filters by status on the server and pages through the list', async () => {
    const api = mockAdminApi({
      sellers: [
        ...many(25, (n) => aSellerRow({ _id: `shop-a${n}`, shopName: `Active shop ${n}`, status: 'active' })),
        ...SELLERS,
      ],
    });
    const user = setupUser();
    renderAdminPage(PATH);

    expect(await screen.findByText('Showing 1–20 of 28')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    expect(await screen.findByText('Showing 1–20 of 26')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 21–26 of 26')).toBeInTheDocument();
    expect(rowNames()).toEqual([
      'Active shop 021',
      'Active shop 022',
      'Active shop 023',
      'Active shop 024',
      'Active shop 025',
      'Haat Demo Bazaar',
    ]);
    expect(readsOf(api, LIST)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&status=active',
      'page=2&limit=20&status=active',
    ]);
  });

  it('asks the server for each column’s order, keeps it in the address and pages within it', async () => {
    const api = mockAdminApi({ sellers: SELLERS });
    const user = setupUser();
    const { router } = renderAdminPage(PATH);

    await screen.findByRole('rowheader', { name: 'Kerala Spices' });
    expect(rowNames()).toEqual(['Haat Demo Bazaar', 'Jaipur Looms', 'Kerala Spices']);
    const balance = screen.getByRole('columnheader', { name: 'Balance' });
    const sortButton = within(balance).getByRole('button', { name: 'Balance' });
    expect(balance).toHaveAttribute('aria-sort', 'none');

    await user.click(sortButton);
    expect(balance).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(rowNames()).toEqual(['Kerala Spices', 'Haat Demo Bazaar', 'Jaipur Looms']));
    expect(router.state.location.search).toBe('?sort=availableBalance');

    await user.click(sortButton);
    expect(balance).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(rowNames()).toEqual(['Jaipur Looms', 'Haat Demo Bazaar', 'Kerala Spices']));

    await user.click(within(screen.getByRole('columnheader', { name: 'Shop' })).getByRole('button'));
    expect(balance).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(rowNames()).toEqual(['Haat Demo Bazaar', 'Jaipur Looms', 'Kerala Spices']));
    expect(readsOf(api, LIST)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&sort=availableBalance',
      'page=1&limit=20&sort=-availableBalance',
      'page=1&limit=20&sort=shopName',
    ]);
  });

  it('suspends a shop only after the confirm box has said what follows', async () => {
    const api = mockAdminApi({ sellers: SELLERS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Suspend Haat Demo Bazaar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Haat Demo Bazaar?' });
    expect(dialog).toHaveTextContent(
      'Its products and events leave the storefront, search and checkout at once.',
    );
    expect(dialog).toHaveTextContent('Its seller is signed out');
    expect(dialog).toHaveTextContent('Its orders, coupons, ledger and withdrawals are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Suspend Haat Demo Bazaar' }));
    await user.click(screen.getByRole('button', { name: 'Suspend shop' }));

    expect(await screen.findByText('Shop suspended.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'DELETE', path: '/api/v2/delete-seller-by-admin/shop-1', body: undefined },
    ]);
    const row = rowOf('Haat Demo Bazaar');
    expect(row.getByText('Suspended')).toBeInTheDocument();
    expect(await row.findByRole('button', { name: 'Reinstate Haat Demo Bazaar' })).toBeEnabled();
  });

  it('reinstates a suspended shop after confirmation', async () => {
    const api = mockAdminApi({ sellers: SELLERS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Reinstate Jaipur Looms' }));
    expect(writesOf(api)).toEqual([]);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Reinstate Jaipur Looms?' })).getByRole('button', {
        name: 'Reinstate shop',
      }),
    );

    expect(await screen.findByText('Shop reinstated.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: '/api/v2/reinstate-seller-by-admin/shop-2', body: undefined },
    ]);
    expect(await rowOf('Jaipur Looms').findByRole('link', { name: 'Jaipur Looms' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a suspension', async () => {
    mockAdminApi({ sellers: SELLERS });
    server.use(
      http.delete('/api/v2/delete-seller-by-admin/:id', () =>
        apiError(404, ErrorCode.NOT_FOUND, 'There is no such shop.'),
      ),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Suspend Haat Demo Bazaar' }));
    await user.click(screen.getByRole('button', { name: 'Suspend shop' }));

    expect(await screen.findByText('There is no such shop.')).toBeInTheDocument();
  });

  it('takes an Admin whose session ended to sign in', async () => {
    server.use(http.get(LIST, signedOut));
    const { router } = renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(PATH)}`);
  });

  it('says so when the server refuses the list (403)', async () => {
    server.use(http.get(LIST, () => apiError(403, ErrorCode.FORBIDDEN, 'Only the Admin may do this.')));
    renderAdminPage(PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('Only the Admin may do this.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
