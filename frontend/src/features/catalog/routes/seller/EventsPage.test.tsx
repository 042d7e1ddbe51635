import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { anEvent, mockShopCatalog, renderSellerPage } from './fixtures';

const PATH = '/shop-dashboard-events';
const NOW = new Date('2026-12-10T12:00:00Z');

const cardOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const rowNames = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
const LIST = '/api/v2/get-all-event-shop/shop-1';

const EVENTS = [
  anEvent({
    _id: 'ended',
    name: 'Navratri sale',
    start_date: '2026-10-01T00:00:00Z',
    end_date: '2026-10-10T00:00:00Z',
    createdAt: '2026-09-20T00:00:00Z',
    sellingPrice: 499,
  }),
  anEvent({
    _id: 'upcoming',
    name: 'Christmas deal',
    start_date: '2026-12-20T00:00:00Z',
    end_date: '2026-12-26T00:00:00Z',
    createdAt: '2026-12-01T00:00:00Z',
    sellingPrice: 999,
  }),
  anEvent({
    _id: 'running',
    name: 'Winter shawls',
    start_date: '2026-12-10T12:00:00Z',
    end_date: '2026-12-12T00:00:00Z',
    stock: 3,
    sold_out: 41,
    createdAt: '2026-11-25T00:00:00Z',
  }),
];

describe('/shop-dashboard-events', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each event’s status from its window and now, in the server’s order (newest first)', async () => {
    const shop = mockShopCatalog({ events: EVENTS });
    renderSellerPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(await screen.findByText('Haat Demo Bazaar · 3 events')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Events of Haat Demo Bazaar' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Christmas deal', 'Winter shawls', 'Navratri sale']);
    expect(readsOf(shop, LIST)).toEqual(['page=1&limit=20']);
    // The start itself counts as running.
    expect(within(cardOf('Winter shawls')).getByText('Running')).toBeInTheDocument();
    expect(within(cardOf('Christmas deal')).getByText('Upcoming')).toBeInTheDocument();
    expect(within(cardOf('Navratri sale')).getByText('Ended')).toBeInTheDocument();

    const running = within(cardOf('Winter shawls'));
    expect(running.getByText('₹799.00')).toBeInTheDocument();
    expect(running.getByText('3 · Low stock')).toBeInTheDocument();
    expect(running.getByText('41')).toBeInTheDocument();
    const times = cardOf('Winter shawls').querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-12-10T12:00:00Z',
      '2026-12-12T00:00:00Z',
    ]);
    // Only a running deal can be opened by shoppers.
    expect(running.getByRole('link', { name: 'View Winter shawls in the shop' })).toHaveAttribute(
      'href',
      '/product/running?isEvent=true',
    );
    expect(within(cardOf('Christmas deal')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create event' })).toHaveAttribute(
      'href',
      '/shop-dashboard-create-event',
    );
  });

  it('invites the seller to create a first event when there is none', async () => {
    mockShopCatalog();
    renderSellerPage(PATH);

    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first event' })).toHaveAttribute(
      'href',
      '/shop-dashboard-create-event',
    );
  });

  it('deletes an event after the confirmation question, with the server’s message', async () => {
    const shop = mockShopCatalog({ events: EVENTS });
    const user = setupUser();
    renderSellerPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Delete Winter shawls' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure to confirm delete ?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Event deleted successfully!')).toBeInTheDocument();
    expect(shop.deleted).toEqual(['running']);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Winter shawls' })).not.toBeInTheDocument(),
    );
  });

  it('says a failed delete in an alert', async () => {
    mockShopCatalog({ events: EVENTS });
    server.use(
      http.delete('/api/v2/delete-shop-event/:id', () =>
        apiError(404, ErrorCode.NOT_FOUND, 'Event not found.'),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = setupUser();
    renderSellerPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Delete Christmas deal' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Event not found.'));
    expect(screen.getByRole('rowheader', { name: 'Christmas deal' })).toBeInTheDocument();
  });

  it('sorts by a column and searches by name on the server, keeping both in the address', async () => {
    const shop = mockShopCatalog({ events: EVENTS });
    const user = setupUser();
    const { router } = renderSellerPage(PATH);

    await screen.findByRole('rowheader', { name: 'Winter shawls' });
    const price = screen.getByRole('columnheader', { name: 'Price' });
    await user.click(within(price).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(rowNames()).toEqual(['Navratri sale', 'Winter shawls', 'Christmas deal']));
    expect(price).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(price).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(rowNames()).toEqual(['Christmas deal', 'Winter shawls', 'Navratri sale']));
    expect(router.state.location.search).toBe('?sort=-price');

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'deal');
    await waitFor(() => expect(rowNames()).toEqual(['Christmas deal']));
    expect(router.state.location.search).toBe('?sort=-price&q=deal');
    expect(readsOf(shop, LIST)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&sort=price',
      'page=1&limit=20&sort=-price',
      'page=1&limit=20&q=deal&sort=-price',
    ]);
  });
});
