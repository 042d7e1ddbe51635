import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { aProduct, anEvent } from '@/test/catalog';
import { renderApp } from '@/test/harness';
import { server } from '@/test/server';

import { mockEmptyCatalogue, mockSearch } from '../fixtures';
import { SEARCH_DELAY_MS } from './SearchPanel';

const KURTAS = [
  aProduct({ _id: 'k1', name: 'Block-printed cotton kurta', sellingPrice: 999 }),
  aProduct({ _id: 'k2', name: 'Chikankari kurta', sellingPrice: 1899.5 }),
];

async function openPanel() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const [button] = await screen.findAllByRole('button', { name: /search/i });
  await user.click(button!);
  return { user, panel: await screen.findByRole('dialog', { name: 'Search' }) };
}

const type = (panel: HTMLElement, text: string) =>
  fireEvent.change(within(panel).getByRole('searchbox', { name: 'Search products' }), {
    target: { value: text },
  });

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the search panel', () => {
  beforeEach(() => {
    // Fake timers that still move with the real clock, so MSW and Testing Library's waits work.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockEmptyCatalogue();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for suggestions only after a 500 ms pause in typing', async () => {
    const received = mockSearch((keyword) => (keyword === 'kurta' ? KURTAS : []));
    const keywords = () => received.map((params) => params.get('searchKeyword'));
    renderApp('/');
    const { panel } = await openPanel();

    type(panel, 'ku');
    await wait(300);
    type(panel, 'kurta');
    await wait(SEARCH_DELAY_MS - 100);
    expect(keywords()).toEqual([]);

    await wait(100);
    const suggestions = await within(panel).findByRole('region', { name: 'You May Also Like' });
    expect(keywords()).toEqual(['kurta']);
    const items = await within(suggestions).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Block-printed cotton kurta');
    expect(items[0]).toHaveTextContent('₹999.00');
    expect(items[1]).toHaveTextContent('₹1,899.50');
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/media/products/prod-1/0/thumb.jpg');
  });

  it('asks with the keyword and the suggestion limit', async () => {
    const received = mockSearch(() => []);
    renderApp('/');
    const { panel } = await openPanel();

    type(panel, '  silk saree ');
    await wait(SEARCH_DELAY_MS);

    expect(await within(panel).findByText('No products match "silk saree".')).toBeInTheDocument();
    expect(received.map((params) => Object.fromEntries(params))).toEqual([
      { searchKeyword: 'silk saree', limit: '8' },
    ]);
  });

  it('opens a suggestion’s page and closes the panel', async () => {
    mockSearch(() => [KURTAS[0]!, anEvent({ _id: 'e1', name: 'Diwali kurta deal' })]);
    server.use(
      http.get('/api/v2/get-product-details/k1', () =>
        HttpResponse.json({ success: true, product: KURTAS[0], reviews: [] }),
      ),
      http.get('/api/v2/get-same-products/k1', () => HttpResponse.json({ success: true, products: [] })),
    );
    const { router } = renderApp('/');
    const { user, panel } = await openPanel();
    type(panel, 'kurta');
    await wait(SEARCH_DELAY_MS);

    expect(await within(panel).findByRole('link', { name: /Diwali kurta deal/ })).toHaveAttribute(
      'href',
      '/product/e1?isEvent=true',
    );
    await user.click(within(panel).getByRole('link', { name: /Block-printed cotton kurta/ }));

    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/product/k1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Block-printed cotton kurta' }),
    ).toBeInTheDocument();
  });

  it('opens all the results on Enter, without waiting for the pause', async () => {
    const received = mockSearch(() => []);
    const { router } = renderApp('/');
    const { user, panel } = await openPanel();

    await user.type(within(panel).getByRole('searchbox', { name: 'Search products' }), 'saree{Enter}');

    await waitFor(() => expect(router.location.pathname).toBe('/products'));
    expect(router.location.search).toBe('?searchKeyword=saree');
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('keeps the quick-search tags', async () => {
    mockSearch(() => []);
    const { router } = renderApp('/');
    const { user, panel } = await openPanel();

    expect(within(panel).getAllByRole('button', { name: /^(t-shirt|top|black|women)$/ })).toHaveLength(4);
    await user.click(within(panel).getByRole('button', { name: 'black' }));

    await waitFor(() => expect(router.location.search).toBe('?searchKeyword=black'));
  });
});
