import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode, type SellerWithBalance, type ShopReview } from '@/api';
import { mockDashboardApi, someStats } from '@/features/seller-dashboard/fixtures';
import { changeLanguage } from '@/lib/i18n';
import { RequireSeller } from '@/lib/session';
import { aSeller, mockSession } from '@/test/auth';
import { aProduct, aReview } from '@/test/catalog';
import { lazyRoute, renderRoutes, setupUser, standIn } from '@/test/harness';
import { apiError, server } from '@/test/server';

import { composedPages } from './index';

/** Renders the shop profile at `path` signed in as `seller` (shop-1), as the route table mounts it. */
function renderSellerPage(path: string, { seller = aSeller() }: { seller?: SellerWithBalance } = {}) {
  mockSession({ seller });
  return renderRoutes(
    [
      { element: <RequireSeller />, children: [lazyRoute('shop-profile/:id', composedPages.shopProfile)] },
      standIn('shop-login', 'Seller sign-in'),
    ],
    { path },
  );
}

/** A shop's public facts as GET /get-shop-info/{id} sends them (docs/catalog.md). */
const shopInfo = (id: string, shopName: string) => ({
  _id: id,
  shopName,
  description: 'Hand block-printed textiles from Bagru.',
  city: 'Bengaluru',
  state: 'Karnataka',
  legalName: null,
  gstRegistered: false,
  avatar: null,
  ratings: 4.5,
  numOfReviews: 3,
  productsCount: 2,
  createdAt: '2026-03-15T09:30:00Z',
});

const PRODUCTS = [
  aProduct({ _id: 'p-kurta', name: 'Block-printed cotton kurta' }),
  aProduct({ _id: 'p-saree', name: 'Banarasi silk saree' }),
  aProduct({ _id: 'p-bag', name: 'Jute tote bag' }),
];

/** A review as GET /get-shop-reviews/{shopId} sends it: the review with the product it is about. */
function aShopReview(id: string, overrides: Partial<ShopReview> = {}): ShopReview {
  return {
    ...aReview({ _id: id }),
    product: { _id: 'p-kurta', name: 'Block-printed cotton kurta', available: true },
    ...overrides,
  };
}

/** `count` reviews, newest first, numbered from 1 ("Review 1" is the newest). */
const manyReviews = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aShopReview(`r-${index + 1}`, {
      comment: `Review ${index + 1}`,
      createdAt: new Date(Date.UTC(2026, 10, 25) - index * 3_600_000).toISOString(),
    }),
  );

/**
 * Shops shop-1 (the seller's) and shop-2 (another), their products, and shop-1's `reviews` paged as
 * the server pages them. `calls` records every path asked for, with the query of review reads.
 */
function mockShops(reviews: ShopReview[] = []) {
  const calls: string[] = [];
  server.use(
    http.get('/api/v2/get-shop-info/:id', ({ params }) => {
      const id = String(params.id);
      if (id === 'shop-1')
        return HttpResponse.json({ success: true, shop: shopInfo(id, 'Haat Demo Bazaar') });
      if (id === 'shop-2') return HttpResponse.json({ success: true, shop: shopInfo(id, 'Jaipur Looms') });
      return apiError(404, ErrorCode.NOT_FOUND, 'There is no such shop.');
    }),
    http.get('/api/v2/get-all-product-shop/:shopId', ({ request, params }) => {
      calls.push(new URL(request.url).pathname);
      const products =
        params.shopId === 'shop-1' ? PRODUCTS : [aProduct({ _id: 'p-other', name: 'Indigo dupatta' })];
      return HttpResponse.json({
        success: true,
        products,
        productsCount: products.length,
        total: products.length,
        page: 1,
        limit: 100,
      });
    }),
    http.get('/api/v2/get-shop-reviews/:shopId', ({ request, params }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      const page = Number(url.searchParams.get('page') ?? '1');
      const limit = Number(url.searchParams.get('limit') ?? '10');
      const all = params.shopId === 'shop-1' ? reviews : [];
      return HttpResponse.json({
        success: true,
        reviews: all.slice((page - 1) * limit, page * limit),
        total: all.length,
        page,
        limit,
      });
    }),
  );
  return calls;
}

const reviewReads = (calls: string[]) => calls.filter((call) => call.startsWith('/api/v2/get-shop-reviews/'));

/** The reviews section, once it has loaded. */
async function reviewsSection() {
  return within(await screen.findByRole('region', { name: 'Reviews of your products' }));
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

  it('tells the owner of a shop not approved yet that it is not public, instead of a missing page', async () => {
    const calls = mockShops();
    mockDashboardApi(() => someStats({ productCount: 2 }));
    renderSellerPage('/shop-profile/shop-1', { seller: aSeller({ reviewStatus: 'submitted' }) });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your shop is not public until it is approved',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/The Admin is reviewing your shop/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the checklist' })).toHaveAttribute(
      'href',
      '/shop-dashboard',
    );
    const owner = within(screen.getByRole('region', { name: 'Your shop profile' }));
    expect(owner.getByText('Your shop is not public yet.')).toBeInTheDocument();
    expect(owner.getByRole('link', { name: 'Edit shop' })).toBeInTheDocument();
    // No public page to open, so none is linked or asked for.
    expect(owner.queryByRole('link', { name: 'View public page' })).not.toBeInTheDocument();
    expect(screen.queryByText('Shop not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reviews of your products' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists the shop’s reviews newest first, each with its product, and reads them in one call', async () => {
    const calls = mockShops([
      aShopReview('r-new', {
        rating: 5,
        comment: 'Beautiful weave, true colours.',
        createdAt: '2026-11-24T06:00:00Z',
        user: { _id: 'u-2', name: 'Ravi K.', avatar: null },
        product: { _id: 'p-saree', name: 'Banarasi silk saree', available: true },
      }),
      aShopReview('r-gone', {
        rating: 4,
        comment: 'Warm and soft.\nThe colour ran a little in the first wash.',
        createdAt: '2026-11-20T06:00:00Z',
        user: { _id: 'u-3', name: 'Meena P.', avatar: null },
        product: { _id: 'p-shawl', name: 'Indigo wool shawl', available: false },
      }),
      aShopReview('r-old', {
        rating: 3,
        comment: '',
        createdAt: '2026-10-02T06:00:00Z',
        user: { _id: 'u-4', name: 'Arjun S.', avatar: null },
      }),
    ]);
    mockDashboardApi(() => someStats());
    renderSellerPage('/shop-profile/shop-1');

    const reviews = await reviewsSection();
    const items = await reviews.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(reviews.getByText('3 reviews, newest first.')).toBeInTheDocument();

    const newest = within(items[0]!);
    expect(newest.getByRole('link', { name: 'Banarasi silk saree' })).toHaveAttribute(
      'href',
      '/product/p-saree',
    );
    expect(newest.getByText('Rated 5.0 out of 5')).toBeInTheDocument();
    expect(newest.getByText('Ravi K.')).toBeInTheDocument();
    expect(newest.getByText('24 Nov 2026')).toHaveAttribute('datetime', '2026-11-24T06:00:00Z');
    expect(newest.getByText('Beautiful weave, true colours.')).toBeInTheDocument();

    // A deleted product's page would answer 404: its name is shown, not linked.
    const gone = within(items[1]!);
    expect(gone.getByText('Indigo wool shawl')).toBeInTheDocument();
    expect(gone.getByText('(no longer sold)')).toBeInTheDocument();
    expect(gone.queryByRole('link')).not.toBeInTheDocument();
    expect(gone.getByText('Rated 4.0 out of 5')).toBeInTheDocument();
    expect(gone.getByText(/Warm and soft\./)).toHaveClass('whitespace-pre-line');

    const oldest = within(items[2]!);
    expect(oldest.getByRole('link', { name: 'Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/p-kurta',
    );
    expect(oldest.getByText('Arjun S.')).toBeInTheDocument();
    expect(oldest.getByText('2 Oct 2026')).toBeInTheDocument();

    // Everything fits on the first page: no button, and one read.
    expect(reviews.queryByRole('button', { name: /Show more reviews/ })).not.toBeInTheDocument();
    expect(reviewReads(calls)).toEqual(['/api/v2/get-shop-reviews/shop-1?page=1&limit=10']);
  });

  it('shows ten reviews, and ten more each time the seller asks, until there are none left', async () => {
    const calls = mockShops(manyReviews(22));
    mockDashboardApi(() => someStats());
    const user = setupUser();
    renderSellerPage('/shop-profile/shop-1');

    const reviews = await reviewsSection();
    expect(await reviews.findAllByRole('listitem')).toHaveLength(10);
    expect(reviews.getByText('22 reviews, newest first.')).toBeInTheDocument();
    expect(reviews.getByText('Review 1')).toBeInTheDocument();
    expect(reviews.queryByText('Review 11')).not.toBeInTheDocument();

    await user.click(reviews.getByRole('button', { name: 'Show more reviews (12 more)' }));

    await waitFor(() => expect(reviews.getAllByRole('listitem')).toHaveLength(20));
    const items = reviews.getAllByRole('listitem');
    // The next page follows the first, which stays as it was.
    expect(within(items[0]!).getByText('Review 1')).toBeInTheDocument();
    expect(within(items[10]!).getByText('Review 11')).toBeInTheDocument();
    expect(reviewReads(calls)).toEqual([
      '/api/v2/get-shop-reviews/shop-1?page=1&limit=10',
      '/api/v2/get-shop-reviews/shop-1?page=2&limit=10',
    ]);

    await user.click(reviews.getByRole('button', { name: 'Show more reviews (2 more)' }));

    await waitFor(() => expect(reviews.getAllByRole('listitem')).toHaveLength(22));
    expect(reviews.getByText('Review 22')).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: /Show more reviews/ })).not.toBeInTheDocument();
    expect(reviewReads(calls)).toHaveLength(3);
  });

  it('says when the reviews could not be read, and reads them again on retry', async () => {
    mockShops(manyReviews(2));
    let failures = 1;
    server.use(
      http.get('/api/v2/get-shop-reviews/:shopId', () => {
        if (failures === 0) return undefined;
        failures -= 1;
        return apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.');
      }),
    );
    mockDashboardApi(() => someStats());
    const user = setupUser();
    renderSellerPage('/shop-profile/shop-1');

    const reviews = await reviewsSection();
    expect(await reviews.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(reviews.getByRole('button', { name: 'Try again' }));

    expect(await reviews.findAllByRole('listitem')).toHaveLength(2);
    expect(reviews.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the reviews shown when the next page fails, and asks for it again on retry', async () => {
    const calls = mockShops(manyReviews(12));
    let failures = 1;
    server.use(
      http.get('/api/v2/get-shop-reviews/:shopId', ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2' || failures === 0) return undefined;
        failures -= 1;
        return apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.');
      }),
    );
    mockDashboardApi(() => someStats());
    const user = setupUser();
    renderSellerPage('/shop-profile/shop-1');

    const reviews = await reviewsSection();
    expect(await reviews.findAllByRole('listitem')).toHaveLength(10);
    await user.click(reviews.getByRole('button', { name: 'Show more reviews (2 more)' }));

    expect(await reviews.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(reviews.getAllByRole('listitem')).toHaveLength(10);
    await user.click(reviews.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(reviews.getAllByRole('listitem')).toHaveLength(12));
    expect(reviews.queryByRole('alert')).not.toBeInTheDocument();
    expect(reviewReads(calls)).toEqual([
      '/api/v2/get-shop-reviews/shop-1?page=1&limit=10',
      '/api/v2/get-shop-reviews/shop-1?page=2&limit=10',
    ]);
  });

  it('nudges an owner without a description to write one, and says when there are no reviews', async () => {
    mockShops([]);
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
    const reviews = await reviewsSection();
    expect(
      await reviews.findByText('No reviews yet. Shoppers can review what they bought once it is delivered.'),
    ).toBeInTheDocument();
    expect(reviews.queryByRole('listitem')).not.toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: /Show more reviews/ })).not.toBeInTheDocument();
  });

  it('shows another shop’s public page without the owner’s tools', async () => {
    const calls = mockShops(manyReviews(3));
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
    expect(calls.filter((call) => call.startsWith('/api/v2/get-shop-reviews/shop-1'))).toEqual([]);
  });

  it('says so when the shop does not exist', async () => {
    mockShops();
    renderSellerPage('/shop-profile/nobody');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit shop' })).not.toBeInTheDocument();
  });

  it('shows the owner’s panel and the reviews in Hindi', async () => {
    mockShops([
      aShopReview('r-gone', {
        rating: 4,
        createdAt: '2026-11-24T06:00:00Z',
        product: { _id: 'p-shawl', name: 'Indigo wool shawl', available: false },
      }),
    ]);
    mockDashboardApi(() => someStats({ productCount: 24 }));
    await act(() => changeLanguage('hi'));
    renderSellerPage('/shop-profile/shop-1');

    const owner = within(await screen.findByRole('region', { name: 'आपकी दुकान की प्रोफ़ाइल' }));
    expect(owner.getByText('ग्राहकों को आपकी दुकान ऐसी दिखती है।').tagName).toBe('STRONG');
    expect(owner.getByRole('link', { name: 'दुकान एडिट करें' })).toHaveAttribute(
      'href',
      '/shop-dashboard-setting',
    );
    expect(owner.getByRole('link', { name: 'आप क्या बेचते हैं, इसके बारे में कुछ लाइनें लिखें' })).toHaveAttribute(
      'href',
      '/shop-dashboard-setting',
    );
    expect(await owner.findByText('24')).toBeInTheDocument();

    const reviews = within(await screen.findByRole('region', { name: 'आपके प्रोडक्ट के रिव्यू' }));
    expect(await reviews.findByText('1 रिव्यू, सबसे नए पहले।')).toBeInTheDocument();
    expect(reviews.getByText('(अब नहीं बिकता)')).toBeInTheDocument();
    expect(reviews.getByText('24 नव॰ 2026')).toBeInTheDocument();
    expect(reviews.getByText('5 में से 4.0 रेटिंग')).toBeInTheDocument();
  });
});
