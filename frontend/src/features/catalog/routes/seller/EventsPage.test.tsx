import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { apiError, server } from '@/test/server';

import { anEvent, mockShopCatalog, renderSellerPage } from './fixtures';

const PATH = '/shop-dashboard-events';
const NOW = new Date('2026-12-10T12:00:00Z');

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

const EVENTS = [
  anEvent({
    _id: 'ended',
    name: 'Navratri sale',
    start_date: '2026-10-01T00:00:00Z',
    end_date: '2026-10-10T00:00:00Z',
  }),
  anEvent({
    _id: 'upcoming',
    name: 'Christmas deal',
    start_date: '2026-12-20T00:00:00Z',
    end_date: '2026-12-26T00:00:00Z',
  }),
  anEvent({
    _id: 'running',
    name: 'Winter shawls',
    start_date: '2026-12-10T12:00:00Z',
    end_date: '2026-12-12T00:00:00Z',
    stock: 3,
    sold_out: 41,
  }),
];

describe('/shop-dashboard-events', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each event’s status from its window and now, running first', async () => {
    mockShopCatalog({ events: EVENTS });
    renderSellerPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(await screen.findByText('Haat Demo Bazaar · 3 events')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your events' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Winter shawls', 'Christmas deal', 'Navratri sale']);
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
      expect(screen.queryByRole('heading', { name: 'Winter shawls' })).not.toBeInTheDocument(),
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
    expect(screen.getByRole('heading', { name: 'Christmas deal' })).toBeInTheDocument();
  });
});
