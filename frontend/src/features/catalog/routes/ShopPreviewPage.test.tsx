import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode, type PublicShop } from '@/api';
import { aProduct, anEvent, shopProducts } from '@/test/catalog';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

import { mockEvents } from '../fixtures';

function aShop(overrides: Partial<PublicShop> = {}): PublicShop {
  return {
    _id: 'shop-1',
    shopName: 'Jaipur Looms',
    description: 'Hand block-printed textiles from Bagru.\nSince 1984.',
    city: 'Jaipur',
    state: 'Rajasthan',
    legalName: null,
    gstRegistered: true,
    avatar: null,
    ratings: 4.2,
    numOfReviews: 14,
    productsCount: 2,
    createdAt: '2026-03-15T09:30:00Z',
    ...overrides,
  };
}

function mockShop(
  shop: PublicShop | Response,
  products = [aProduct(), aProduct({ _id: 'prod-2', name: 'Indigo dupatta' })],
) {
  server.use(
    http.get('/api/v2/get-shop-info/:id', () =>
      shop instanceof Response ? shop : HttpResponse.json({ success: true, shop }),
    ),
    http.get('/api/v2/get-all-product-shop/:shopId', () => shopProducts(products)),
  );
}

describe('the public shop page', () => {
  it('shows the shop’s public facts and its products', async () => {
    mockShop(aShop());
    mockEvents(() => []);
    renderApp('/shop/preview/shop-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jaipur Looms' })).toBeInTheDocument();
    expect(screen.getByText('JL')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.2 (14 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Jaipur')).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(screen.getByText('March 2026')).toHaveAttribute('datetime', '2026-03-15T09:30:00Z');
    expect(screen.getByText(/Hand block-printed textiles from Bagru/)).toBeInTheDocument();

    const panel = screen.getByRole('tabpanel', { name: /Products/ });
    expect(await within(panel).findAllByRole('article')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Indigo dupatta' })).toHaveAttribute(
      'href',
      '/product/prod-2',
    );
  });

  it('shows the shop’s avatar when it has one', async () => {
    mockShop(aShop({ avatar: '/media/avatars/shop-1.jpg' }));
    mockEvents(() => []);
    const { container } = renderApp('/shop/preview/shop-1');

    await screen.findByRole('heading', { level: 1, name: 'Jaipur Looms' });
    expect(container.querySelector('img[src="/media/avatars/shop-1.jpg"]')).not.toBeNull();
  });

  it('lists the shop’s running events in their own tab, kept in the URL', async () => {
    mockShop(aShop());
    const asked = mockEvents((shopId) =>
      shopId === 'shop-1' ? [anEvent({ _id: 'deal-1', name: 'Festive saree deal' })] : [],
    );
    const { router } = renderApp('/shop/preview/shop-1');
    await screen.findByRole('heading', { level: 1, name: 'Jaipur Looms' });

    const eventsTab = screen.getByRole('tab', { name: /Running events/ });
    expect(eventsTab).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(eventsTab);

    expect(eventsTab).toHaveAttribute('aria-selected', 'true');
    expect(router.location.search).toBe('?tab=events');
    const panel = screen.getByRole('tabpanel', { name: /Running events/ });
    expect(await within(panel).findByRole('link', { name: 'Festive saree deal' })).toHaveAttribute(
      'href',
      '/product/deal-1?isEvent=true',
    );
    expect(asked).toEqual(['shop-1']);
  });

  it('moves between the tabs with the arrow keys', async () => {
    mockShop(aShop());
    mockEvents(() => []);
    renderApp('/shop/preview/shop-1?tab=events');
    await screen.findByRole('heading', { level: 1, name: 'Jaipur Looms' });
    expect(await screen.findByText('Jaipur Looms has no deals running right now.')).toBeInTheDocument();

    screen.getByRole('tab', { name: /Running events/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');

    const productsTab = screen.getByRole('tab', { name: /Products/ });
    expect(productsTab).toHaveFocus();
    expect(productsTab).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the shop has nothing on sale yet', async () => {
    mockShop(aShop({ productsCount: 0, numOfReviews: 0, ratings: 0, city: null, description: null }), []);
    mockEvents(() => []);
    renderApp('/shop/preview/shop-1');

    expect(await screen.findByText('Jaipur Looms has no products on sale yet.')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
  });

  it('says Shop not found for an unknown or suspended shop', async () => {
    mockShop(apiError(404, ErrorCode.NOT_FOUND, 'Shop not found.'));
    mockEvents(() => []);
    renderApp('/shop/preview/nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });

  it('offers to try again when the shop could not be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/v2/get-shop-info/:id', () =>
        fail
          ? apiError(503, ErrorCode.UNAVAILABLE, 'Haat is busy. Please try again.')
          : HttpResponse.json({ success: true, shop: aShop() }),
      ),
      http.get('/api/v2/get-all-product-shop/:shopId', () => shopProducts([])),
    );
    mockEvents(() => []);
    renderApp('/shop/preview/shop-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load this shop' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Jaipur Looms' })).toBeInTheDocument(),
    );
  });
});
