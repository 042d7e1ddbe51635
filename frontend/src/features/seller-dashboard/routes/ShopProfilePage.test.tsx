import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { aSeller } from '@/test/auth';
import { aProduct, aReview } from '@/test/catalog';
import { server } from '@/test/server';

import { mockDashboardApi, renderSellerPage, setupUser, someStats } from '../testing';

/** A shop's public facts as GET /get-shop-info/{id} sends them (docs/catalog.md). */
const shopInfo = (id: string, shopName: string) => ({
  _id: id,
  shopName,
  description: 'Hand block-printed textiles from Bagru.',
  city: 'Bengaluru',
  avatar: null,
  ratings: 4.5,
  numOfReviews: 3,
  productsCount: 2,
  createdAt: '2026-03-15T09:30:00Z',
});

const PRODUCTS = [
  aProduct({ _id: 'p-kurta', name: 'Block-printed cotton kurta', ratings: 4, numOfReviews: 1 }),
  aProduct({ _id: 'p-saree', name: 'Banarasi silk saree', ratings: 5, numOfReviews: 2 }),
  aProduct({ _id: 'p-bag', name: 'Jute tote bag', ratings: 0, numOfReviews: 0 }),
];

/** Shops shop-1 (the seller's) and shop-2 (another), their products, and reviews of one product. */
function mockShops() {
  const calls: string[] = [];
  server.use(
    http.get('/api/v2/get-shop-info/:id', ({ params }) => {
      const id = String(params.id);
      if (id === 'shop-1')
        return HttpResponse.json({ success: true, shop: shopInfo(id, 'Haat Demo Bazaar') });
      if (id === 'shop-2') return HttpResponse.json({ success: true, shop: shopInfo(id, 'Jaipur Looms') });
      return HttpResponse.json(
        {
          success: false,
          message: 'There is no such shop.',
          error: { code: 'not_found', message: 'There is no such shop.', fields: {} },
        },
        { status: 404 },
      );
    }),
    http.get('/api/v2/get-all-product-shop/:shopId', ({ request, params }) => {
      calls.push(new URL(request.url).pathname);
      const products =
        params.shopId === 'shop-1' ? PRODUCTS : [aProduct({ _id: 'p-other', name: 'Indigo dupatta' })];
      return HttpResponse.json({
        success: true,
        products,
        productsCount: products.length,
        page: 1,
        limit: 100,
      });
    }),
    http.get('/api/v2/get-product-details/:id', ({ params }) => {
      calls.push(`/api/v2/get-product-details/${String(params.id)}`);
      return HttpResponse.json({
        success: true,
        product: PRODUCTS.find((product) => product._id === params.id),
        reviews: [
          aReview({
            _id: 'r-1',
            rating: 5,
            comment: 'Beautiful weave, true colours.',
            user: { _id: 'u-2', name: 'Ravi K.', avatar: null },
          }),
          aReview({
            _id: 'r-2',
            rating: 5,
            comment: 'Arrived before Diwali.',
            user: { _id: 'u-3', name: 'Meena P.', avatar: null },
          }),
        ],
      });
    }),
  );
  return calls;
}

describe('/shop-profile/:id', () => {
  it('shows the owner their shop as shoppers see it, with their tools and private details', async () => {
    mockShops();
    mockDashboardApi(() => someStats({ productCount: 24, eventCount: 3 }));
    renderSellerPage('/shop-profile/shop-1', { seller: aSeller({ description: 'Textiles.' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Haat Demo Bazaar' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const owner = within(screen.getByRole('region', { name: 'Your shop profile' }));
    expect(owner.getByRole('link', { name: 'Edit shop' })).toHaveAttribute('href', '/shop-dashboard-setting');
    expect(owner.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/shop/preview/shop-1',
    );
    expect(owner.getByText('21 Commercial Street, Bengaluru, 560001')).toBeInTheDocument();
    expect(owner.getByRole('link', { name: '9845012345' })).toHaveAttribute('href', 'tel:+919845012345');
    expect(owner.getByText('seller@example.com')).toBeInTheDocument();
    expect(await owner.findByText('24')).toBeInTheDocument();
    expect(owner.getByText('3')).toBeInTheDocument();
    expect(owner.queryByText(/no description yet/)).not.toBeInTheDocument();

    // The public page's own facts and tabs.
    expect(screen.getByText('Hand block-printed textiles from Bagru.')).toBeInTheDocument();
    expect(screen.getByText('4.5 (3 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Products/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Running events/ })).toBeInTheDocument();
    const products = screen.getByRole('tabpanel', { name: /Products/ });
    expect(await within(products).findAllByRole('article')).toHaveLength(3);
  });

  it('lists the reviewed products, most reviewed first, and reads a product’s reviews when opened', async () => {
    const calls = mockShops();
    mockDashboardApi(() => someStats());
    const user = setupUser();
    renderSellerPage('/shop-profile/shop-1');

    const reviews = within(await screen.findByRole('region', { name: 'Reviews of your products' }));
    const items = await reviews.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Banarasi silk saree' })).toHaveAttribute(
      'href',
      '/product/p-saree',
    );
    expect(within(items[0]!).getByText('(2 reviews)')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Rated 5.0 out of 5')).toBeInTheDocument();
    expect(within(items[1]!).getByText('(1 review)')).toBeInTheDocument();
    expect(reviews.queryByText('Jute tote bag')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('/api/v2/get-product-details'))).toEqual([]);

    const open = within(items[0]!).getByRole('button', { name: 'Show reviews of Banarasi silk saree' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);

    expect(await within(items[0]!).findByText('Beautiful weave, true colours.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Meena P.')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('button', { name: 'Hide reviews of Banarasi silk saree' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(calls.filter((call) => call.startsWith('/api/v2/get-product-details'))).toEqual([
      '/api/v2/get-product-details/p-saree',
    ]);
  });

  it('nudges an owner without a description to write one, and says when there are no reviews', async () => {
    server.use(
      http.get('/api/v2/get-shop-info/:id', () =>
        HttpResponse.json({
          success: true,
          shop: { ...shopInfo('shop-1', 'Haat Demo Bazaar'), description: null },
        }),
      ),
    );
    mockDashboardApi(() => someStats());
    renderSellerPage('/shop-profile/shop-1');

    const owner = within(await screen.findByRole('region', { name: 'Your shop profile' }));
    expect(owner.getByRole('link', { name: 'Add a few lines about what you sell' })).toHaveAttribute(
      'href',
      '/shop-dashboard-setting',
    );
    expect(
      await within(screen.getByRole('region', { name: 'Reviews of your products' })).findByText(
        /No reviews yet/,
      ),
    ).toBeInTheDocument();
  });

  it('shows another shop’s public page without the owner’s tools', async () => {
    const calls = mockShops();
    renderSellerPage('/shop-profile/shop-2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jaipur Looms' })).toBeInTheDocument();
    const products = screen.getByRole('tabpanel', { name: /Products/ });
    expect(await within(products).findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Your shop profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reviews of your products' })).not.toBeInTheDocument();
    expect(screen.queryByText(/21 Commercial Street/)).not.toBeInTheDocument();
    expect(screen.queryByText('9845012345')).not.toBeInTheDocument();
    // Nothing of the seller's own shop is read for it.
    await waitFor(() => expect(calls).toContain('/api/v2/get-all-product-shop/shop-2'));
    expect(calls).not.toContain('/api/v2/get-all-product-shop/shop-1');
  });

  it('says so when the shop does not exist', async () => {
    mockShops();
    renderSellerPage('/shop-profile/nobody');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit shop' })).not.toBeInTheDocument();
  });
});
