import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { setupUser } from '@/test/harness';
import { readsOf } from '@/test/requests';

import { anAuditEntry, many, mockAdminApi, renderAdminPage, rowNames, rowOf } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-audit-log';
const LIST = '/api/v2/admin-audit-log';

describe('/admin-audit-log', () => {
  it('says who did what, to what and when, in words', async () => {
    const api = mockAdminApi({
      entries: [
        anAuditEntry({
          _id: 'audit-2',
          action: 'order.status',
          targetType: 'order',
          targetId: 'order-42',
          details: '{"status": "Shipping"}',
          createdAt: '2026-11-25T06:30:00Z',
        }),
        anAuditEntry({
          actor: { _id: 'admin-2', name: 'Finance Desk', email: 'finance@example.com' },
          action: 'withdrawal.reject',
          targetType: 'withdrawal',
          targetId: 'withdraw-9',
          details: '{"reason": "IFSC does not match"}',
        }),
      ],
    });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByText('Every Admin action, newest first · 2 entries')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Audit log' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Target', 'Details']);
    expect(rowNames()).toEqual(['25 Nov 2026, 12:00 pm', '24 Nov 2026, 12:00 pm']);

    const status = rowOf('25 Nov 2026, 12:00 pm');
    expect(status.getByText('Ops Team')).toBeInTheDocument();
    expect(status.getByText('ops@example.com')).toBeInTheDocument();
    expect(status.getByText('Changed an order’s status')).toBeInTheDocument();
    expect(status.getByRole('link', { name: 'Order order-42' })).toHaveAttribute(
      'href',
      '/admin/order/order-42',
    );
    expect(status.getByText('Status:')).toBeInTheDocument();
    expect(status.getByText('Shipping')).toBeInTheDocument();

    const rejected = rowOf('24 Nov 2026, 12:00 pm');
    expect(rejected.getByText('Finance Desk')).toBeInTheDocument();
    expect(rejected.getByText('Rejected a withdrawal')).toBeInTheDocument();
    expect(rejected.getByText('Withdrawal')).toBeInTheDocument();
    expect(rejected.getByText('withdraw-9')).toBeInTheDocument();
    expect(rejected.getByText('IFSC does not match')).toBeInTheDocument();
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20']);
  });

  it('pages through the log', async () => {
    const api = mockAdminApi({
      entries: many(22, (n) => anAuditEntry({ _id: `audit-${n}`, targetId: `shop-${n}` })),
    });
    const user = setupUser();
    renderAdminPage(PATH);

    expect(await screen.findByText('Showing 1–20 of 22')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 21–22 of 22')).toBeInTheDocument();
    expect(screen.getByText('shop-021')).toBeInTheDocument();
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=2&limit=20']);
  });

  it('searches the server once typing pauses, from the first page', async () => {
    const api = mockAdminApi({
      entries: many(22, (n) => anAuditEntry({ _id: `audit-${n}`, targetId: `shop-${n}` })),
    });
    const user = setupUser();
    renderAdminPage(`${PATH}?page=2`);

    expect(await screen.findByText('Showing 21–22 of 22')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'shop.suspend');

    await waitFor(() =>
      expect(readsOf(api, LIST)).toEqual(['page=2&limit=20', 'page=1&limit=20&q=shop.suspend']),
    );
  });

  it('says when nothing is recorded yet', async () => {
    mockAdminApi();
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeInTheDocument();
  });
});
