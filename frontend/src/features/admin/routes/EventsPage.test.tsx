import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';

import { aProduct, mockAdminApi, renderAdminPage, rowOf } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-all-events';
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const anEvent = (overrides: Parameters<typeof aProduct>[0]) =>
  aProduct({ isEvent: true, start_date: at(-1), end_date: at(2), ...overrides });

const EVENTS = [
  anEvent({ _id: 'event-1', name: 'Diwali diya sale' }),
  anEvent({ _id: 'event-2', name: 'Winter shawl deal', start_date: at(3), end_date: at(5) }),
  anEvent({ _id: 'event-3', name: 'Holi colours', start_date: at(-10), end_date: at(-8) }),
];

describe('/admin-all-events', () => {
  it('lists every shop’s events with their window and status, linking to the running ones', async () => {
    const api = mockAdminApi({ events: EVENTS });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'All events' })).toBeInTheDocument();
    expect(await screen.findByText('Every shop on Haat · 3 events')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'All events' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Event', 'Shop', 'Price', 'Stock', 'Sold', 'Runs', 'Status', 'Actions']);

    const running = rowOf(/^Diwali diya sale/);
    expect(running.getByRole('link', { name: 'Diwali diya sale' })).toHaveAttribute(
      'href',
      '/product/event-1?isEvent=true',
    );
    expect(running.getByText('Running')).toBeInTheDocument();
    expect(running.getAllByRole('time')).toHaveLength(2);

    // Before and after its window, an event's page is a 404 for shoppers: no link.
    const upcoming = rowOf(/^Winter shawl deal/);
    expect(upcoming.getByText('Upcoming')).toBeInTheDocument();
    expect(upcoming.queryByRole('link', { name: 'Winter shawl deal' })).not.toBeInTheDocument();
    expect(rowOf(/^Holi colours/).getByText('Ended')).toBeInTheDocument();
    expect(readsOf(api, '/api/v2/admin-all-events')).toEqual(['page=1&limit=20']);
  });

  it('deletes an ended event through the Admin’s endpoint after confirmation', async () => {
    const api = mockAdminApi({ events: EVENTS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Delete Holi colours' }));
    expect(writesOf(api)).toEqual([]);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this event?' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'DELETE', path: '/api/v2/delete-product-admin/event-3', body: undefined },
    ]);
    expect(screen.queryByRole('rowheader', { name: 'Holi colours' })).not.toBeInTheDocument();
  });
});
