import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { apiError, signedOut } from '@/test/server';

import { anOrder, mockDashboardApi, renderSellerPage, someDays, someStats } from '../fixtures';

const region = (name: string) => screen.findByRole('region', { name });

/** The value shown under one of the figures' labels. */
async function figure(label: string) {
  const figures = within(await region('Figures'));
  const term = figures.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

/** A shop in business: sales on three days of the window, orders in several statuses, two products running low. */
const busyShop = (days: number) =>
  someStats(
    {
      balance: { available: 123456.5, pending: 8990.1, held: 1000, paidOut: 25000 },
      productCount: 24,
      eventCount: 2,
      ordersByStatus: {
        'Awaiting payment': 0,
        Processing: 3,
        'Transferred to delivery partner': 0,
        Shipping: 1,
        'On the way': 0,
        Delivered: 12,
        'Processing Refund': 1,
        'Refund Success': 0,
        'Refund Rejected': 0,
        'Refund Escalated': 0,
        'Refund Declined': 0,
        Cancelled: 2,
      },
      totals: days === 7 ? { orders: 2, revenue: 1899 } : { orders: 20, revenue: 145210 },
      byDay: someDays(days, (index) => {
        if (index === days - 1) return { orders: 2, revenue: 1899 };
        if (days > 7 && index === 3) return { orders: 10, revenue: 100000 };
        if (days > 7 && index === 10) return { orders: 8, revenue: 43311 };
        return {};
      }),
      lowStock: [
        { _id: 'p-sold', name: 'Banarasi silk saree', stock: 0 },
        { _id: 'p-low', name: 'Block-printed cotton kurta', stock: 2 },
      ],
    },
    days,
  );

describe('/shop-dashboard', () => {
  it('shows the shop’s figures for the last 30 days, money in rupees', async () => {
    const api = mockDashboardApi(busyShop);
    renderSellerPage('/shop-dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop dashboard' })).toBeInTheDocument();
    expect(await figure('Available balance')).toBe('₹1,23,456.50');
    expect(await figure('Awaiting refund window')).toBe('₹8,990.10');
    expect(await figure('On hold')).toBe('₹1,000.00');
    expect(await figure('Orders')).toBe('20');
    expect(await figure('Revenue')).toBe('₹1,45,210.00');
    expect(await figure('Products')).toBe('24');
    expect(await figure('Events')).toBe('2');
    const figures = within(await region('Figures'));
    expect(figures.getByRole('link', { name: 'Withdraw money' })).toHaveAttribute(
      'href',
      '/shop-dashboard-withdraw-money',
    );
    expect(figures.getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/shop-dashboard/products',
    );
    expect(figures.getByRole('link', { name: 'All events' })).toHaveAttribute(
      'href',
      '/shop-dashboard-events',
    );
    expect(
      figures.getByText(
        'Delivered orders still inside their 14-day refund window. Available once it closes.',
      ),
    ).toBeInTheDocument();
    expect(figures.getAllByText('In the last 30 days')).toHaveLength(1);
    expect(api.windows).toEqual([30]);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    // Not a new shop: no welcome.
    expect(screen.queryByText(/Three steps to your first sale/)).not.toBeInTheDocument();
  });

  it('says what the charts show in words and as a table of every day', async () => {
    mockDashboardApi(busyShop);
    renderSellerPage('/shop-dashboard');

    expect(
      await screen.findByText(
        '₹1,45,210.00 from 20 orders in the last 30 days. Best day: Fri, 30 Oct 2026, ₹1,00,000.00 from 10 orders.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Revenue by day' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders by day' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Revenue by day' })).toHaveAccessibleDescription(
      expect.stringContaining('₹1,45,210.00 from 20 orders'),
    );

    const table = screen.getByRole('table', { name: 'Orders and revenue by day, the last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Tue, 27 Oct 2026');
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '₹1,00,000.00']);
    expect(within(rows[29]!).getByRole('rowheader')).toHaveTextContent('Wed, 25 Nov 2026');
    expect(
      within(rows[29]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '₹1,899.00']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '₹0.00']);
  });

  it('switches to the last 7 days and keeps the choice in the address', async () => {
    const api = mockDashboardApi(busyShop);
    const user = setupUser();
    const { router } = renderSellerPage('/shop-dashboard');
    expect(await figure('Orders')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));

    await waitFor(async () => expect(await figure('Orders')).toBe('2'));
    expect(await figure('Revenue')).toBe('₹1,899.00');
    expect(api.windows).toEqual([30, 7]);
    expect(router.state.location.search).toBe('?days=7');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(screen.getByRole('table', { name: 'Orders and revenue by day, the last 7 days' })).getAllByRole(
        'row',
      ),
    ).toHaveLength(8);
  });

  it('opens on the window the address names', async () => {
    const api = mockDashboardApi(busyShop);
    renderSellerPage('/shop-dashboard?days=90');

    expect(
      await screen.findByRole('table', { name: 'Orders and revenue by day, the last 90 days' }),
    ).toBeInTheDocument();
    expect(api.windows).toEqual([90]);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists orders by status, each leading to those orders', async () => {
    mockDashboardApi(busyShop);
    renderSellerPage('/shop-dashboard');

    const card = within(await region('Orders by status'));
    const links = card.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      'All orders',
      'Awaiting payment: 0 orders',
      'Processing: 3 orders',
      'Transferred to delivery partner: 0 orders',
      'Shipping: 1 order',
      'On the way: 0 orders',
      'Delivered: 12 orders',
      'Processing Refund: 1 order',
      'Refund Success: 0 orders',
      'Refund Rejected: 0 orders',
      'Refund Escalated: 0 orders',
      'Refund Declined: 0 orders',
      'Cancelled: 2 orders',
    ]);
    expect(card.getByRole('link', { name: 'Processing Refund: 1 order' })).toHaveAttribute(
      'href',
      '/shop-dashboard/orders?status=Processing+Refund',
    );
    expect(card.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/shop-dashboard/orders');
  });

  it('lists the products running low, each leading to its edit page', async () => {
    mockDashboardApi(busyShop);
    renderSellerPage('/shop-dashboard');

    const card = within(await region('Running low'));
    const items = card.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Banarasi silk sareeOut of stock',
      'Block-printed cotton kurta2 left',
    ]);
    expect(card.getByRole('link', { name: 'Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/shop-dashboard/products/p-low/edit',
    );
  });

  it('lists the latest orders, each leading to its page', async () => {
    mockDashboardApi(busyShop, [
      anOrder('order-000000000002', { totalPrice: 2499.5, status: 'Shipping' }),
      anOrder('order-000000000001'),
    ]);
    renderSellerPage('/shop-dashboard');

    const card = within(await region('Latest orders'));
    const link = await card.findByRole('link', { name: '#00000002' });
    expect(link).toHaveAttribute('href', '/shop/order/order-000000000002/shop-1');
    expect(card.getByText('₹2,499.50')).toBeInTheDocument();
    expect(card.getByText('Shipping')).toBeInTheDocument();
    expect(card.getAllByText(/Priya Sharma · 2 items/)).toHaveLength(2);
  });

  it('welcomes a brand-new shop with its first steps and empty figures that make sense', async () => {
    mockDashboardApi(() => someStats());
    renderSellerPage('/shop-dashboard');

    const welcome = within(await region('Welcome, Haat Demo Bazaar! Three steps to your first sale'));
    expect(welcome.getByRole('link', { name: 'Create product' })).toHaveAttribute(
      'href',
      '/shop-dashboard-create-product',
    );
    expect(welcome.getByRole('link', { name: 'Add payout method' })).toHaveAttribute(
      'href',
      '/shop-dashboard-withdraw-money',
    );
    expect(await figure('Available balance')).toBe('₹0.00');
    expect(await figure('Awaiting refund window')).toBe('₹0.00');
    expect(
      within(await region('Sales by day')).getByText('No orders in the last 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(await region('Orders by status')).getByText(/No orders yet/)).toBeInTheDocument();
    expect(within(await region('Running low')).getByText('You have no products yet.')).toBeInTheDocument();
    expect(await within(await region('Latest orders')).findByText(/No orders yet/)).toBeInTheDocument();
  });

  it('does not welcome a shop whose only money still awaits the refund window as new', async () => {
    // Its one order was placed nine days ago (before the 7-day window) and delivered yesterday, and
    // its product has since been deleted: no products, no orders in the window, yet money owed.
    mockDashboardApi((days) =>
      someStats({ balance: { available: 0, pending: 899.1, held: 0, paidOut: 0 } }, days),
    );
    renderSellerPage('/shop-dashboard?days=7');

    expect(await figure('Awaiting refund window')).toBe('₹899.10');
    expect(screen.queryByText(/Three steps to your first sale/)).not.toBeInTheDocument();
  });

  it('offers a way to try again when the figures cannot be loaded', async () => {
    let fail = true;
    mockDashboardApi((days) =>
      fail ? apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.') : busyShop(days),
    );
    const user = setupUser();
    renderSellerPage('/shop-dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop dashboard' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await figure('Orders')).toBe('20');
  });

  it('takes a seller whose session ended to sign in', async () => {
    mockDashboardApi(() => signedOut());
    const { router } = renderSellerPage('/shop-dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop-login');
  });
});
