import type { DashboardStats } from '../api/get-dashboard-stats';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { mockAdminApi, renderAdminPage } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-dashboard';
const STATS = '/api/v2/admin-dashboard-stats';

/** Figures for a window of `days`: the last three days have orders, the rest are zeros. */
function statsFor(days: number): DashboardStats {
  const byDay = Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 25 - (days - 1 - index))).toISOString().slice(0, 10);
    return { date, orders: 0, revenue: 0, commission: 0 };
  });
  byDay.splice(
    -3,
    3,
    { date: '2026-11-23', orders: 4, revenue: 8999, commission: 512.3 },
    { date: '2026-11-24', orders: 10, revenue: 150000, commission: 9000 },
    { date: '2026-11-25', orders: 6, revenue: 91001, commission: 8487.7 },
  );
  return {
    totals: {
      orders: days === 7 ? 20 : 120,
      revenue: days === 7 ? 250000 : 1234567.5,
      commission: 18000,
      sellers: 5,
      users: 40,
      products: 124,
      pendingWithdrawals: 2,
    },
    ordersByStatus: {
      'Awaiting payment': 0,
      Processing: 3,
      'Transferred to delivery partner': 0,
      Shipping: 2,
      'On the way': 0,
      Delivered: 12,
      'Processing Refund': 1,
      'Refund Success': 0,
      'Refund Rejected': 0,
      'Refund Escalated': 0,
      'Refund Declined': 0,
      Cancelled: 0,
    },
    byDay,
  };
}

const figure = (name: RegExp) => screen.getByRole('link', { name });

describe('/admin-dashboard', () => {
  it('shows the figures of the last 30 days and of now, each leading to its page', async () => {
    const api = mockAdminApi({ stats: statsFor });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('₹12,34,567.50')).toBeInTheDocument();
    expect(figure(/^Orders 120 Last 30 days/)).toHaveAttribute('href', '/admin-all-orders');
    expect(screen.getByText('Commission earned').closest('div')).toHaveTextContent(
      'Commission earned ₹18,000.00 Last 30 days, after refunds',
    );
    expect(figure(/^Active sellers 5/)).toHaveAttribute('href', '/admin-all-sellers?status=active');
    expect(figure(/^Users 40/)).toHaveAttribute('href', '/admin-all-users');
    expect(figure(/^Live products 124/)).toHaveAttribute('href', '/admin-all-products');
    expect(figure(/^Pending withdrawals 2 Waiting for you to pay or reject/)).toHaveAttribute(
      'href',
      '/admin-withdraw-request',
    );
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(readsOf(api, STATS)).toEqual(['days=30']);
  });

  it('switches to the last 7 days', async () => {
    const api = mockAdminApi({ stats: statsFor });
    const user = setupUser();
    const { router } = renderAdminPage(PATH);

    await screen.findByText('₹12,34,567.50');
    await user.click(screen.getByRole('button', { name: '7 days' }));

    expect(await screen.findByText('₹2,50,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure(/^Orders 20 Last 7 days/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?days=7');
    expect(readsOf(api, STATS)).toEqual(['days=30', 'days=7']);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: /last 7 days/ })).getAllByRole('row')).toHaveLength(8),
    );
  });

  it('says each chart in a sentence and gives its numbers as a table', async () => {
    mockAdminApi({ stats: statsFor });
    const user = setupUser();
    renderAdminPage(`${PATH}?days=7`);

    const revenue = await screen.findByRole('region', { name: 'Revenue and commission by day' });
    expect(revenue).toHaveTextContent(
      '₹2,50,000.00 revenue and ₹18,000.00 commission over 7 days. Best day: Tue, 24 Nov, 2026, ₹1,50,000.00.',
    );
    expect(screen.getByRole('region', { name: 'Orders by day' })).toHaveTextContent(
      '20 orders over 7 days. Busiest day: Tue, 24 Nov, 2026, 10 orders.',
    );

    const table = screen.getByRole('table', { name: 'Orders, revenue and commission by day, last 7 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Orders', 'Revenue', 'Commission']);
    expect(within(rows[7] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Wed, 25 Nov, 2026');
    expect(
      within(rows[7] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6', '₹91,001.00', '₹8,487.70']);

    // Hidden from sight until asked for; always there for screen readers.
    expect(table.parentElement).toHaveClass('sr-only');
    await user.click(screen.getByRole('button', { name: 'Show the numbers as a table' }));
    expect(table.parentElement).not.toHaveClass('sr-only');
  });

  it('counts orders by status, each leading to the orders in it', async () => {
    mockAdminApi({ stats: statsFor });
    renderAdminPage(PATH);

    const byStatus = await screen.findByRole('region', { name: 'Orders by status' });
    expect(within(byStatus).getByRole('link', { name: 'Processing 3 orders' })).toHaveAttribute(
      'href',
      '/admin-all-orders?status=Processing',
    );
    expect(within(byStatus).getByRole('link', { name: 'Processing Refund 1 order' })).toHaveAttribute(
      'href',
      '/admin-all-orders?status=Processing+Refund',
    );
    expect(within(byStatus).getByRole('link', { name: 'Awaiting payment 0 orders' })).toBeInTheDocument();
    expect(within(byStatus).getAllByRole('link')).toHaveLength(12);
  });

  it('leads to every other page of the console', async () => {
    mockAdminApi({ stats: statsFor });
    renderAdminPage(PATH);

    const manage = await screen.findByRole('region', { name: 'Manage' });
    expect(
      within(manage)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin-all-orders',
      '/admin-all-sellers',
      '/admin-all-users',
      '/admin-all-products',
      '/admin-all-events',
      '/admin-withdraw-request',
      '/admin-coupons',
      '/admin-audit-log',
    ]);
  });

  it('says so when the figures cannot be loaded', async () => {
    server.use(http.get(STATS, () => apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.')));
    renderAdminPage(PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
