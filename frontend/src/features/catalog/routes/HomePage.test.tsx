import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode, type Product } from '@/api';
import { CART_KEY } from '@/lib/local-list';
import { aProduct, anEvent } from '@/test/catalog';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

import { mockEvents, mockListing } from '../fixtures';

const NOW = Date.parse('2026-11-25T10:00:00Z');

const newest = Array.from({ length: 8 }, (_, index) =>
  aProduct({ _id: `new-${index + 1}`, name: `New arrival ${index + 1}` }),
);
const bestSelling = [
  aProduct({ _id: 'best-1', name: 'Kolhapuri chappals', sold_out: 120 }),
  aProduct({ _id: 'best-2', name: 'Jute tote bag', sold_out: 20 }),
  aProduct({ _id: 'best-3', name: 'Brass diya set', sold_out: 19 }),
  aProduct({ _id: 'best-4', name: 'Cotton dupatta', sold_out: 3 }),
];

/** The two home listings: the eight newest and the four best-selling. */
function mockHomeListings(overrides: { newest?: Product[]; bestSelling?: Product[] } = {}) {
  return mockListing((url) =>
    url.searchParams.get('sort') === '-sold_out'
      ? { products: overrides.bestSelling ?? bestSelling, productsCount: 40 }
      : { products: overrides.newest ?? newest, productsCount: 40 },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the home page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the hero, the category tiles and There’s More to Explore', async () => {
    mockHomeListings();
    mockEvents(() => []);
    renderApp('/');

    expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Top categories' });
    expect(within(categories).getByRole('link', { name: 'Shoes' })).toHaveAttribute(
      'href',
      '/products?category=Shoes',
    );
    expect(
      within(section("There's More to Explore")).getByRole('link', { name: 'Accessories' }),
    ).toHaveAttribute('href', '/products?searchKeyword=bag');
    expect(await screen.findByRole('region', { name: 'Why shop on Haat' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'New arrival 1' });
  });

  it('promises paying online only when the server offers it', async () => {
    mockHomeListings();
    mockEvents(() => []);
    const { unmount } = renderApp('/');
    const promises = await screen.findByRole('region', { name: 'Why shop on Haat' });
    expect(await within(promises).findByText('Pay in cash when your order arrives')).toBeInTheDocument();
    expect(within(promises).queryByText(/UPI/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Pay in cash when it arrives, and return anything within 14 days/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/online/)).not.toBeInTheDocument();
    unmount();

    server.use(
      http.get('/api/v2/payment/config', () =>
        HttpResponse.json({ success: true, razorpay: { keyId: 'rzp_test_key' } }),
      ),
    );
    renderApp('/');
    expect(
      await within(await screen.findByRole('region', { name: 'Why shop on Haat' })).findByText(
        'Cash on delivery, UPI, cards and net banking',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Pay on delivery or online, and return anything within 14 days/),
    ).toBeInTheDocument();
  });

  it('shows the eight newest products, with Discover More to the catalogue', async () => {
    const received = mockHomeListings();
    mockEvents(() => []);
    renderApp('/');

    expect(within(section('New Arrivals')).getByText('Loading new arrivals…')).toBeInTheDocument();
    await within(section('New Arrivals')).findByRole('link', { name: 'New arrival 1' });
    expect(within(section('New Arrivals')).getAllByRole('article')).toHaveLength(8);
    expect(within(section('New Arrivals')).getByRole('link', { name: 'Discover More' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(received).toContain('limit=8&page=1&sellingPrice[gte]=0&sellingPrice[lte]=80000&sort=-createdAt');
  });

  it('shows the best sellers that have sold at least 20, at most four', async () => {
    const received = mockHomeListings();
    mockEvents(() => []);
    renderApp('/');

    const topSellers = await screen.findByRole('region', { name: 'Top Seller' });
    await within(topSellers).findByRole('link', { name: 'Kolhapuri chappals' });
    expect(within(topSellers).getAllByRole('article')).toHaveLength(2);
    expect(within(topSellers).getByRole('link', { name: 'Jute tote bag' })).toBeInTheDocument();
    expect(within(topSellers).queryByRole('link', { name: 'Brass diya set' })).not.toBeInTheDocument();
    expect(received).toContain('limit=4&page=1&sellingPrice[gte]=0&sellingPrice[lte]=80000&sort=-sold_out');
  });

  it('leaves the Top Seller block out while no product has sold 20', async () => {
    mockHomeListings({ bestSelling: [aProduct({ sold_out: 19 })] });
    mockEvents(() => []);
    renderApp('/');

    await screen.findByRole('link', { name: 'New arrival 1' });
    await waitFor(() => expect(screen.queryByText('Loading top sellers…')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Top Seller' })).not.toBeInTheDocument();
  });

  it('says so when there are no products yet, or when they cannot be loaded', async () => {
    mockListing(() => ({ products: [] }));
    mockEvents(() => []);
    const { unmount } = renderApp('/');
    expect(
      await screen.findByText('New products are on their way. Please check back soon.'),
    ).toBeInTheDocument();
    unmount();

    mockListing(() => apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.'));
    renderApp('/');
    expect(
      await screen.findByText('New arrivals could not be loaded just now. Please try again in a moment.'),
    ).toBeInTheDocument();
  });

  it('hides the event banner when no event is running', async () => {
    mockHomeListings();
    const asked = mockEvents(() => []);
    renderApp('/');

    await waitFor(() => expect(asked).toEqual(['']));
    await waitFor(() => expect(screen.queryByText(/Loading today/)).not.toBeInTheDocument());
    expect(screen.queryByText('Flash deal')).not.toBeInTheDocument();
  });
});

describe('the event banner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const clock = (banner: HTMLElement) =>
    within(within(banner).getByRole('list', { name: 'Time left' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows the soonest-ending event with its prices, links and a countdown ticking every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    mockHomeListings();
    mockEvents(() => [
      anEvent({
        _id: 'later',
        name: 'Pashmina shawl deal',
        end_date: '2026-11-28T10:00:00Z',
      }),
      anEvent({
        _id: 'sooner',
        name: 'Banarasi silk saree deal',
        sellingPrice: 4999,
        originalPrice: 9999,
        end_date: '2026-11-26T12:30:45.500Z',
      }),
    ]);
    renderApp('/');

    const banner = await screen.findByRole('region', { name: 'Banarasi silk saree deal' });
    expect(banner).toHaveTextContent('₹4,999.00');
    expect(banner).toHaveTextContent('₹9,999.00');
    expect(banner).toHaveTextContent('50% off');
    expect(within(banner).getByRole('link', { name: 'See details' })).toHaveAttribute(
      'href',
      '/product/sooner?isEvent=true',
    );
    expect(clock(banner)).toEqual(['01Days', '02Hours', '30Minutes', '46Seconds']);

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(clock(banner)).toEqual(['01Days', '02Hours', '30Minutes', '45Seconds']);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(clock(banner)).toEqual(['01Days', '02Hours', '30Minutes', '44Seconds']);
  });

  it('adds a deal without sizes to the cart from the banner', async () => {
    mockHomeListings();
    mockEvents(() => [
      anEvent({ sizes: [], stock: 5, sellingPrice: 2499, end_date: '2099-01-01T00:00:00Z' }),
    ]);
    renderApp('/');

    const banner = await screen.findByRole('region', { name: 'Diwali deal: Banarasi silk saree' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Item added to cart successfully!')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CART_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ _id: 'event-1', isEvent: true, qty: 1 }),
    ]);
  });

  it('sends a deal with sizes to its page to choose one', async () => {
    mockHomeListings();
    mockEvents(() => [anEvent({ sizes: ['S', 'M'], end_date: '2099-01-01T00:00:00Z' })]);
    renderApp('/');

    const banner = await screen.findByRole('region', { name: 'Diwali deal: Banarasi silk saree' });
    expect(within(banner).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'See details' })).toBeInTheDocument();
  });

  it('at the end deletes the event, reloads the events and moves to the next one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    const first = anEvent({ _id: 'first', name: 'Ending deal', end_date: '2026-11-25T10:00:02Z' });
    const second = anEvent({ _id: 'second', name: 'Next deal', end_date: '2026-11-25T11:00:00Z' });
    let running = [first, second];
    const asked = mockEvents(() => running);
    const deleted: string[] = [];
    server.use(
      http.delete('/api/v2/delete-event/:id', ({ params }) => {
        deleted.push(String(params.id));
        running = running.filter((event) => event._id !== params.id);
        return HttpResponse.json({ success: true, message: 'Event deleted' });
      }),
    );
    mockHomeListings();
    renderApp('/');

    const banner = await screen.findByRole('region', { name: 'Ending deal' });
    expect(clock(banner)).toEqual(['00Days', '00Hours', '00Minutes', '02Seconds']);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(deleted).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1000));

    const next = await screen.findByRole('region', { name: 'Next deal' });
    expect(clock(next)).toEqual(['00Days', '00Hours', '59Minutes', '58Seconds']);
    await waitFor(() => expect(deleted).toEqual(['first']));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Ending deal' })).not.toBeInTheDocument();
  });

  it('moves on even when the server refuses the delete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    const asked = mockEvents(() => [
      anEvent({ _id: 'first', name: 'Ending deal', end_date: '2026-11-25T10:00:01Z' }),
      anEvent({ _id: 'second', name: 'Next deal', end_date: '2026-11-25T11:00:00Z' }),
    ]);
    server.use(
      http.delete('/api/v2/delete-event/:id', () =>
        apiError(409, ErrorCode.EVENT_RUNNING, 'This event is still running.'),
      ),
    );
    mockHomeListings();
    renderApp('/');

    await screen.findByRole('region', { name: 'Ending deal' });
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(await screen.findByRole('region', { name: 'Next deal' })).toBeInTheDocument();
    // The reload still answers with the old event; the page has seen it end and skips it.
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Ending deal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves when the last event ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    mockEvents(() => [anEvent({ _id: 'only', name: 'Only deal', end_date: '2026-11-25T10:00:01Z' })]);
    server.use(
      http.delete('/api/v2/delete-event/:id', () => HttpResponse.json({ success: true, message: 'ok' })),
    );
    mockHomeListings();
    renderApp('/');

    await screen.findByRole('region', { name: 'Only deal' });
    await act(() => vi.advanceTimersByTimeAsync(1000));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Only deal' })).not.toBeInTheDocument());
    expect(screen.queryByText('Flash deal')).not.toBeInTheDocument();
  });
});
