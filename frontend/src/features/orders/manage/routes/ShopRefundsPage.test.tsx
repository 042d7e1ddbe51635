import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setupUser } from '@/test/harness';

import { anOrder, mockOrderApi, renderOrderPage } from '../fixtures';

const PATH = '/shop-dashboard-refund';

const listCalls = (api: ReturnType<typeof mockOrderApi>) =>
  api.calls
    .filter((call) => call.path === '/api/v2/get-all-orders-shop/shop-1')
    .map((call) => call.search.getAll('status'));

describe('/shop-dashboard-refund', () => {
  it('lists the orders with a refund asked for or done, with when it was asked', async () => {
    const api = mockOrderApi([
      anOrder({
        _id: 'waiting-refund-1',
        status: 'Processing Refund',
        refundRequestedAt: '2026-11-25T04:30:00Z',
      }),
      anOrder({
        _id: 'refunded-order-1',
        status: 'Refund Success',
        refundRequestedAt: '2026-11-20T04:30:00Z',
      }),
      anOrder({ _id: 'delivered-order-1', status: 'Delivered' }),
    ]);
    renderOrderPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
    expect(await screen.findByText('Haat Demo Bazaar · 2 refunds')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Refunds of Haat Demo Bazaar' });
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Requested');

    const waiting = within(screen.getByRole('rowheader', { name: 'waitingr' }).closest('tr') as HTMLElement);
    expect(waiting.getByText('25 Nov 2026')).toBeInTheDocument();
    expect(waiting.getByText('Processing Refund')).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: 'View order waitingr' })).toHaveAttribute(
      'href',
      '/shop/order/waiting-refund-1/shop-1',
    );
    expect(screen.getByRole('rowheader', { name: 'refunded' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'delivered' })).not.toBeInTheDocument();
    expect(listCalls(api)).toEqual([
      ['Processing Refund', 'Refund Rejected', 'Refund Escalated', 'Refund Success', 'Refund Declined'],
    ]);
  });

  it('narrows to the refunds still waiting', async () => {
    const api = mockOrderApi([
      anOrder({ _id: 'waiting-refund-1', status: 'Processing Refund' }),
      anOrder({ _id: 'refunded-order-1', status: 'Refund Success' }),
    ]);
    const user = setupUser();
    renderOrderPage(PATH);

    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All refunds',
      'Processing Refund',
      'Refund Rejected',
      'Refund Escalated',
      'Refund Success',
      'Refund Declined',
    ]);
    await user.selectOptions(status, 'Processing Refund');

    expect(await screen.findByText('Haat Demo Bazaar · 1 refund')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'refunded' })).not.toBeInTheDocument();
    expect(listCalls(api).at(-1)).toEqual(['Processing Refund']);
  });

  it('says when no refund was asked for', async () => {
    mockOrderApi([anOrder({ status: 'Delivered' })]);
    renderOrderPage(PATH);

    expect(await screen.findByRole('heading', { name: 'No refunds' })).toBeInTheDocument();
  });
});
