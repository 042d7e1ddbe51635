import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';

import { Toasts, createQueryClient } from '@/app/providers';
import { FullPageSpinner } from '@/components/Spinner';
import { RequireSeller, type Seller } from '@/features/auth';
import { aSeller, mockSession } from '@/test/auth';
import { apiError, server } from '@/test/server';

import type { ShopEvent } from '../../api/seller/get-shop-events';
import type { Product } from '../../api/schemas';
import { sellerCatalogPages } from '../../seller';

// Test helpers for the seller's catalogue pages: the pages mounted as the route table will mount
// them (lazily, behind the seller guard), products and events as the API sends them, and a mocked
// shop that answers the seller calls of docs/catalog.md.

/**
 * Renders a seller page at `path`, signed in as `seller`, with toasts and a fresh QueryClient as
 * the app's but without retries. Pages outside this feature are stand-ins that name themselves.
 */
export function renderSellerPage(path: string, { seller = aSeller() }: { seller?: Seller } = {}) {
  mockSession({ seller });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const page = (path: string, lazy: (typeof sellerCatalogPages)[keyof typeof sellerCatalogPages]) => ({
    path,
    lazy,
    hydrateFallbackElement: <FullPageSpinner />,
  });
  const router = createMemoryRouter(
    [
      {
        element: <RequireSeller />,
        children: [
          page('shop-dashboard/products', sellerCatalogPages.products),
          page('shop-dashboard-create-product', sellerCatalogPages.createProduct),
          page('shop-dashboard/products/:id/edit', sellerCatalogPages.editProduct),
          page('shop-dashboard-create-event', sellerCatalogPages.createEvent),
          page('shop-dashboard-events', sellerCatalogPages.events),
        ],
      },
      { path: 'product/:id', element: <h1>Storefront product page</h1> },
      { path: 'shop-login', element: <h1>Seller sign-in</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'product-1',
    name: 'Block-printed cotton kurta',
    description: 'Hand block-printed in Jaipur.\nPure cotton.',
    category: 'Women',
    brand: 'Jaipur Looms',
    sizes: ['S', 'M', 'L'],
    color: { name: 'Indigo', hex: '#3f51b5' },
    originalPrice: 1499,
    sellingPrice: 999,
    stock: 12,
    sold_out: 25,
    ratings: 4.5,
    numOfReviews: 2,
    images: ['/media/products/p1/a-display.jpg', '/media/products/p1/b-display.jpg'],
    thumbnails: ['/media/products/p1/a-thumb.jpg', '/media/products/p1/b-thumb.jpg'],
    shopId: 'shop-1',
    shop: { _id: 'shop-1', shopName: 'Haat Demo Bazaar', avatar: null, ratings: 4.5 },
    isEvent: false,
    start_date: null,
    end_date: null,
    createdAt: '2026-11-22T10:00:00Z',
    ...overrides,
  };
}

export function anEvent(overrides: Partial<ShopEvent> = {}): ShopEvent {
  return {
    ...aProduct({ _id: 'event-1', name: 'Diwali kurta deal', isEvent: true, sellingPrice: 799 }),
    start_date: '2026-12-01T04:30:00Z',
    end_date: '2026-12-05T18:30:00Z',
    ...overrides,
  };
}

/**
 * The seller's shop as the server keeps it: GET answers its products and events, DELETE removes
 * one and answers the server's message. Tests change `shop` to change what the server says.
 */
export function mockShopCatalog(initial: { products?: Product[]; events?: ShopEvent[] } = {}) {
  const shop = {
    products: initial.products ?? [],
    events: initial.events ?? [],
    deleted: [] as string[],
  };
  server.use(
    http.get('/api/v2/get-all-product-shop/:shopId', () =>
      HttpResponse.json({ success: true, products: shop.products }),
    ),
    http.get('/api/v2/get-all-event-shop/:shopId', () =>
      HttpResponse.json({ success: true, events: shop.events }),
    ),
    http.delete('/api/v2/delete-shop-product/:id', ({ params }) => {
      if (!shop.products.some((product) => product._id === params.id))
        return apiError(404, 'not_found', 'Product not found.');
      shop.deleted.push(String(params.id));
      shop.products = shop.products.filter((product) => product._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Product deleted successfully!' });
    }),
    http.delete('/api/v2/delete-shop-event/:id', ({ params }) => {
      if (!shop.events.some((event) => event._id === params.id))
        return apiError(404, 'not_found', 'Event not found.');
      shop.deleted.push(String(params.id));
      shop.events = shop.events.filter((event) => event._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Event deleted successfully!' });
    }),
  );
  return shop;
}

/**
 * jsdom has no object URLs; previews need them. Each made URL is recorded, and so is each one
 * revoked, for tests that check previews free their memory. Put back when the test ends.
 */
export function stubObjectUrls() {
  const urls = { created: [] as string[], revoked: [] as string[] };
  const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = () => {
    const url = `blob:preview-${urls.created.length + 1}`;
    urls.created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    urls.revoked.push(url);
  };
  onTestFinished(() => {
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });
  return urls;
}

/** A picked file of `size` bytes. */
export function aFile(name: string, type = 'image/jpeg', size = 16) {
  return new File([new Uint8Array(size)], name, { type });
}

/** A user who types without pausing between keys: these forms are long, and the pauses add up. */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ delay: null, ...options });
