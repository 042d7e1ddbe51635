import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ErrorCode, type ProductListing } from '@/api';
import { aProduct } from '@/test/catalog';
import { renderApp } from '@/test/harness';
import { apiError } from '@/test/server';

import { type Listing, mockListing } from '../fixtures';

const products = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) =>
    aProduct({ _id: `prod-${from + index}`, name: `Cotton kurta no. ${from + index}` }),
  );

const FACETS: Listing['facets'] = {
  categories: [
    { value: 'Women', count: 40 },
    { value: 'Home & Kitchen', count: 3 },
  ],
  brands: [
    { value: 'Jaipur Looms', count: 12 },
    { value: 'Tara & Co', count: 1 },
  ],
  sizes: [
    { value: 'M', count: 30 },
    { value: 'XL', count: 4 },
  ],
  colors: [
    { value: 'Indigo', hex: '#3f51b5', count: 7 },
    { value: 'Navy Blue', hex: '#1b2a4a', count: 2 },
  ],
};

/** Twenty products that match, eight to a page, whatever the filters. */
const twentyProducts = (url: URL): Listing => {
  const page = Number(url.searchParams.get('page'));
  return { products: products(page < 3 ? 8 : 4, (page - 1) * 8 + 1), productsCount: 20, facets: FACETS };
};

const location = (router: ReturnType<typeof renderApp>['router']) =>
  router.location.pathname + router.location.search;

describe('the products page', () => {
  it('shows the results of a search from the URL, with how many there are', async () => {
    const received = mockListing(twentyProducts);
    renderApp('/products?searchKeyword=kurta');

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for "kurta"' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–8 of 20 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Cotton kurta no. 1' })).toHaveAttribute(
      'href',
      '/product/prod-1',
    );
    // No sort with a keyword: the server ranks by best match.
    expect(received).toEqual([
      'limit=8&page=1&sellingPrice[gte]=0&sellingPrice[lte]=80000&searchKeyword=kurta',
    ]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('loads the first screenful of pictures at once and first in line, the rest as they scroll in', async () => {
    mockListing(twentyProducts);
    renderApp('/products');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(8);
    const firstPicture = (card: HTMLElement) => card.querySelector('img');
    for (const card of cards.slice(0, 4)) {
      expect(firstPicture(card)).toHaveAttribute('loading', 'eager');
      expect(firstPicture(card)).toHaveAttribute('fetchpriority', 'high');
    }
    for (const card of cards.slice(4)) {
      expect(firstPicture(card)).toHaveAttribute('loading', 'lazy');
      expect(firstPicture(card)).toHaveAttribute('fetchpriority', 'auto');
    }
  });

  it('shows skeleton cards while the first answer loads', async () => {
    mockListing(twentyProducts);
    renderApp('/products');

    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–8 of 20 products')).toBeInTheDocument();
    expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
  });

  it('sends a category with + for spaces and - for &, and titles the page with it', async () => {
    const received = mockListing(twentyProducts);
    renderApp('/products?category=Home+%26+Kitchen');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home & Kitchen' })).toBeInTheDocument();
    await screen.findByText('Showing 1–8 of 20 products');
    expect(received[0]).toContain('&category=Home+-+Kitchen');
    expect(screen.getByRole('button', { name: 'Home & Kitchen, 3 products' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists each filter’s values with their counts', async () => {
    mockListing(twentyProducts);
    renderApp('/products');

    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await within(filters).findByRole('button', { name: 'Women, 40 products' });
    expect(within(filters).getByRole('button', { name: 'Jaipur Looms, 12 products' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(filters).getByRole('button', { name: 'Tara & Co, 1 product' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'XL, 4 products' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Navy Blue, 2 products' })).toBeInTheDocument();
  });

  it('puts a chosen filter in the URL and the API query, back on page 1, and undoes it on Back', async () => {
    const received = mockListing(twentyProducts);
    const { router } = renderApp('/products?searchKeyword=kurta&page=2');
    await screen.findByText('Showing 9–16 of 20 products');

    await userEvent.click(screen.getByRole('button', { name: 'Navy Blue, 2 products' }));
    await waitFor(() => expect(location(router)).toBe('/products?searchKeyword=kurta&color=Navy+Blue'));
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toBe(
      'limit=8&page=1&sellingPrice[gte]=0&sellingPrice[lte]=80000&color=Navy+Blue&searchKeyword=kurta',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Tara & Co, 1 product' }));
    await waitFor(() =>
      expect(location(router)).toBe('/products?searchKeyword=kurta&brand=Tara+%26+Co&color=Navy+Blue'),
    );
    await waitFor(() => expect(received).toHaveLength(3));
    expect(received[2]).toContain('&brand=Tara+%26+Co&color=Navy+Blue&');

    // Choosing the chosen value again lets it go.
    await userEvent.click(screen.getByRole('button', { name: 'Navy Blue, 2 products' }));
    await waitFor(() => expect(location(router)).toBe('/products?searchKeyword=kurta&brand=Tara+%26+Co'));

    await act(async () => router.navigate(-1));
    await waitFor(() =>
      expect(location(router)).toBe('/products?searchKeyword=kurta&brand=Tara+%26+Co&color=Navy+Blue'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Navy Blue, 2 products' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('sorts by the chosen order', async () => {
    const received = mockListing(twentyProducts);
    const { router } = renderApp('/products');
    await screen.findByText('Showing 1–8 of 20 products');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-createdAt');
    expect(screen.queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');

    await waitFor(() => expect(location(router)).toBe('/products?sort=-sellingPrice'));
    await waitFor(() => expect(received.at(-1)).toContain('&sort=-sellingPrice'));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).value]),
    ).toEqual([
      ['Newest', '-createdAt'],
      ['Price: low to high', 'sellingPrice'],
      ['Price: high to low', '-sellingPrice'],
      ['Best selling', '-sold_out'],
      ['Top rated', '-ratings'],
    ]);
  });

  it('applies a price range from the two boxes, and refuses a maximum below the minimum', async () => {
    const received = mockListing(twentyProducts);
    const { router } = renderApp('/products?category=Women');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await screen.findByText('Showing 1–8 of 20 products');

    await userEvent.type(within(filters).getByLabelText('Minimum (₹)'), '3000');
    await userEvent.type(within(filters).getByLabelText('Maximum (₹)'), '500');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply price' }));
    expect(within(filters).getByRole('alert')).toHaveTextContent(
      'The maximum price must not be below the minimum.',
    );
    expect(location(router)).toBe('/products?category=Women');

    await userEvent.clear(within(filters).getByLabelText('Minimum (₹)'));
    await userEvent.type(within(filters).getByLabelText('Minimum (₹)'), '250{Enter}');

    await waitFor(() => expect(location(router)).toBe('/products?category=Women&minPrice=250&maxPrice=500'));
    await waitFor(() => expect(received.at(-1)).toContain('sellingPrice[gte]=250&sellingPrice[lte]=500'));
    expect(within(filters).getByRole('button', { name: 'Clear all filters (2)' })).toBeInTheDocument();
  });

  it('pages through the results with numbered pages', async () => {
    const received = mockListing(twentyProducts);
    const { router } = renderApp('/products?searchKeyword=kurta');
    await screen.findByText('Showing 1–8 of 20 products');

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager.querySelector('[aria-current="page"]')).toHaveTextContent('Page 1');
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/products?searchKeyword=kurta&page=2',
      '/products?searchKeyword=kurta&page=3',
      '/products?searchKeyword=kurta&page=2',
    ]);
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');

    await userEvent.click(within(pager).getByRole('link', { name: 'Page 3' }));

    expect(await screen.findByText('Showing 17–20 of 20 products')).toBeInTheDocument();
    expect(location(router)).toBe('/products?searchKeyword=kurta&page=3');
    expect(received.at(-1)).toContain('limit=8&page=3&');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Cotton kurta no. 17' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Previous' }),
    ).toHaveAttribute('href', '/products?searchKeyword=kurta&page=2');
  });

  it('keeps the current page on screen, dimmed, while the next one loads', async () => {
    let release = () => {};
    mockListing((url) => {
      if (url.searchParams.get('page') === '2') {
        return new Response(
          new ReadableStream({
            start(controller) {
              release = () => {
                controller.enqueue(
                  new TextEncoder().encode(
                    JSON.stringify({
                      success: true,
                      products: products(8, 9),
                      productsCount: 20,
                      page: 2,
                      limit: 8,
                      facets: { categories: [], brands: [], sizes: [], colors: [] },
                    } satisfies ProductListing),
                  ),
                );
                controller.close();
              };
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        );
      }
      return twentyProducts(url);
    });
    renderApp('/products');
    await screen.findByText('Showing 1–8 of 20 products');

    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));

    await waitFor(() =>
      expect(screen.getAllByRole('list').find((list) => list.hasAttribute('aria-busy'))).toBeTruthy(),
    );
    expect(screen.getByRole('link', { name: 'Cotton kurta no. 1' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Cotton kurta no. 9' })).toBeInTheDocument();
  });

  it('says when nothing matches the filters, and clears them but keeps the search', async () => {
    mockListing((url) =>
      url.searchParams.has('brand')
        ? { products: [], productsCount: 0, facets: FACETS }
        : twentyProducts(url),
    );
    const { router } = renderApp('/products?searchKeyword=kurta&brand=Nobody&sort=-ratings');

    expect(
      await screen.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeInTheDocument();
    // The chosen brand is still listed, so it can be seen and let go.
    expect(screen.getByRole('button', { name: 'Nobody, 0 products' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(location(router)).toBe('/products?searchKeyword=kurta'));
    expect(await screen.findByText('Showing 1–8 of 20 products')).toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    mockListing(() => ({ products: [], productsCount: 0 }));
    renderApp('/products?searchKeyword=zzzz');

    expect(await screen.findByRole('heading', { name: 'No products match "zzzz"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });

  it('offers the last page when the page asked for is past it', async () => {
    mockListing(() => ({ products: [], productsCount: 20 }));
    renderApp('/products?page=9');

    expect(await screen.findByRole('link', { name: 'Go to the last page' })).toHaveAttribute(
      'href',
      '/products?page=3',
    );
  });

  it('explains a refused filter and offers to clear it', async () => {
    mockListing(() =>
      apiError(400, ErrorCode.VALIDATION_FAILED, 'The price range is not valid.', {
        'sellingPrice[lte]': 'Too low.',
      }),
    );
    renderApp('/products?minPrice=10&maxPrice=20');

    const alert = (await screen.findByText('The price range is not valid.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('names the tab after what is listed', async () => {
    mockListing(twentyProducts);
    const { unmount } = renderApp('/products?category=Home+-+Kitchen');
    await screen.findByText('Showing 1–8 of 20 products');
    expect(document.title).toBe('Home & Kitchen · Haat');
    unmount();
    expect(document.title).toBe("Haat — shop India's makers");
  });

  it('says in words that a category does not exist, never the server’s raw message', async () => {
    mockListing(() =>
      apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the highlighted fields.', {
        category: 'unknown category `Garden-Tools`',
      }),
    );
    renderApp('/products?category=Garden-Tools');

    const alert = (await screen.findByText('There is no such category')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).not.toHaveTextContent('unknown category');
    expect(within(alert).getByRole('link', { name: 'See every product' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a long list of colours eight at a time, keeping the chosen one in sight', async () => {
    const colors = Array.from({ length: 12 }, (_, index) => ({
      value: `Colour ${index + 1}`,
      hex: '#336699',
      count: 20 - index,
    }));
    mockListing(() => ({ products: products(8), productsCount: 8, facets: { ...FACETS, colors } }));
    renderApp('/products?color=Colour+11');

    const colour = await screen.findByRole('region', { name: 'Colour' });
    const named = () =>
      within(colour)
        .getAllByRole('button', { pressed: undefined })
        .filter((button) => button.hasAttribute('aria-pressed'))
        .map((button) => button.querySelector('.truncate')?.textContent);
    await waitFor(() => expect(named()).toHaveLength(9));
    expect(named()).toEqual([...colors.slice(0, 8).map((c) => c.value), 'Colour 11']);

    const more = within(colour).getByRole('button', { name: 'Show all 12' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(named()).toHaveLength(12);
    await userEvent.click(within(colour).getByRole('button', { name: 'Show fewer' }));
    expect(named()).toHaveLength(9);
  });

  it('opens the filters in a drawer on a phone', async () => {
    mockListing(twentyProducts);
    const { router } = renderApp('/products?searchKeyword=kurta&size=M');
    await screen.findByText('Showing 1–8 of 20 products');

    await userEvent.click(screen.getByRole('button', { name: 'Filters, 1 set' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Women, 40 products' }));

    await waitFor(() => expect(location(router)).toBe('/products?searchKeyword=kurta&category=Women&size=M'));
    // The drawer stays open for more choices until the shopper asks to see the products.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 20 products' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
  });
});
