import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { apiError, server } from '@/test/server';

import { aFile, anEvent, mockShopCatalog, renderSellerPage, stubObjectUrls } from './fixtures';

const PATH = '/shop-dashboard-create-event';

// A fixed "now", read in the browser's time zone as the form reads what the seller types.
const NOW = new Date('2026-11-25T12:00');

async function fillIn(user: UserEvent, { start, end }: { start: string; end: string }) {
  await user.type(await screen.findByLabelText('Product name'), 'Diwali kurta deal');
  await user.type(screen.getByLabelText('Description'), 'Festive prices on our kurtas.');
  await user.selectOptions(screen.getByLabelText('Category'), 'Women');
  await user.type(screen.getByLabelText('Brand'), 'Jaipur Looms');
  await user.type(screen.getByLabelText('Original price (₹)'), '1499');
  await user.type(screen.getByLabelText('Selling price (₹)'), '799');
  await user.type(screen.getByLabelText('Stock'), '30');
  await user.type(screen.getByLabelText('HSN code'), '5007');
  await user.selectOptions(screen.getByLabelText('GST rate'), '12');
  await user.selectOptions(screen.getByLabelText('Country of origin'), 'IN');
  await user.upload(screen.getByLabelText('Add images'), aFile('deal.jpg'));
  if (start) await user.type(screen.getByLabelText('Starts'), start);
  if (end) await user.type(screen.getByLabelText('Ends'), end);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create event' }));

// A long form typed key by key, and the first test also loads the page: more than the default 5 s
// on a busy machine.
describe('/shop-dashboard-create-event', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // Only the date: timers stay real, so Testing Library's waiting works as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    stubObjectUrls();
  });
  afterEach(() => vi.useRealTimers());

  it('sends the product fields with the window in RFC 3339, then opens the events page', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('/api/v2/create-event', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ success: true, event: anEvent() }, { status: 201 });
      }),
    );
    mockShopCatalog({ events: [anEvent()] });
    const user = setupUser();
    const { router } = renderSellerPage(PATH);

    await fillIn(user, { start: '2026-12-01T10:00', end: '2026-12-06T00:00' });
    await submit(user);

    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-dashboard-events'));
    expect(await screen.findByRole('rowheader', { name: 'Diwali kurta deal' })).toBeInTheDocument();
    // The instants the seller chose in their own time zone, sent in UTC.
    expect(sent?.get('startDate')).toBe(new Date('2026-12-01T10:00').toISOString());
    expect(sent?.get('endDate')).toBe(new Date('2026-12-06T00:00').toISOString());
    expect(sent?.get('startDate')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(sent?.get('name')).toBe('Diwali kurta deal');
    expect(sent?.get('sellingPrice')).toBe('799');
    expect(sent?.get('stock')).toBe('30');
    expect([sent?.get('hsn'), sent?.get('gstRate'), sent?.get('countryOfOrigin')]).toEqual([
      '5007',
      '12',
      'IN',
    ]);
    expect(sent?.getAll('images')).toHaveLength(1);
  });

  it('asks for both times', async () => {
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user, { start: '', end: '' });
    await submit(user);

    expect(await screen.findByText('Choose when the event starts.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription(
      expect.stringContaining('Choose when the event ends.'),
    );
  });

  it('refuses an end before the start, on the end', async () => {
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user, { start: '2026-12-05T10:00', end: '2026-12-01T10:00' });
    await submit(user);

    const end = screen.getByLabelText('Ends');
    await waitFor(() =>
      expect(end).toHaveAccessibleDescription(expect.stringContaining('The event must end after it starts.')),
    );
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Starts')).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses an end in the past and a window over thirty days', async () => {
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user, { start: '2026-11-20T10:00', end: '2026-11-25T11:59' });
    await submit(user);
    expect(await screen.findByText('The end must be in the future.')).toBeInTheDocument();

    const end = screen.getByLabelText('Ends');
    await user.clear(end);
    await user.type(end, '2026-12-20T10:01');
    expect(await screen.findByText('An event can last at most 30 days.')).toBeInTheDocument();

    await user.clear(end);
    await user.type(end, '2026-12-20T10:00');
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'false'));
  });

  it('shows the server’s date errors by the dates', async () => {
    server.use(
      http.post('/api/v2/create-event', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', {
          end_date: 'must be in the future',
        }),
      ),
    );
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user, { start: '2026-12-01T10:00', end: '2026-12-02T10:00' });
    await submit(user);

    const end = screen.getByLabelText('Ends');
    await waitFor(() =>
      expect(end).toHaveAccessibleDescription(expect.stringContaining('Must be in the future')),
    );
    expect(end).toHaveFocus();
  });
});
