import { HttpResponse, http } from 'msw';
import { onTestFinished } from 'vitest';

import { ErrorCode, type ImportJob, type Product, type SellerWithBalance } from '@/api';
import { RequireSeller } from '@/lib/session';
import { aSeller, mockSession } from '@/test/auth';
import { shopProducts } from '@/test/catalog';
import { lazyRoute, renderRoutes, standIn } from '@/test/harness';
import { pagedAnswer, pagedBody } from '@/test/paging';
import { requestRecorder } from '@/test/requests';
import { apiError, server } from '@/test/server';

import type { ShopEvent } from '../../api/seller/get-shop-events';
import { sellerCatalogPages } from '../../seller';

// Test fixtures for the seller's catalogue pages: the pages mounted as the route table will mount
// them (lazily, behind the seller guard), products and events as the API sends them, and a mocked
// shop that answers the seller calls of docs/catalog.md.

/**
 * Renders a seller page at `path`, signed in as `seller`, with toasts and a fresh QueryClient as
 * the app's but without retries. Pages outside this feature are stand-ins that name themselves.
 */
export function renderSellerPage(path: string, { seller = aSeller() }: { seller?: SellerWithBalance } = {}) {
  mockSession({ seller });
  return renderRoutes(
    [
      {
        element: <RequireSeller />,
        children: [
          lazyRoute('shop-dashboard/products', sellerCatalogPages.products),
          lazyRoute('shop-dashboard-create-product', sellerCatalogPages.createProduct),
          lazyRoute('shop-dashboard/products/:id/edit', sellerCatalogPages.editProduct),
          lazyRoute('shop-dashboard-create-event', sellerCatalogPages.createEvent),
          lazyRoute('shop-dashboard-events', sellerCatalogPages.events),
          lazyRoute('shop-dashboard-import-products', sellerCatalogPages.importProducts),
        ],
      },
      standIn('product/:id', 'Storefront product page'),
      standIn('shop-login', 'Seller sign-in'),
    ],
    { path },
  );
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
    hsn: '6204',
    gstRate: 5,
    countryOfOrigin: 'IN',
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

/** The orders the shop's product and event lists take (`?sort=-price`), as the server has them. */
const PRODUCT_SORTS = {
  name: (item: Product) => item.name,
  price: (item: Product) => item.sellingPrice,
  stock: (item: Product) => item.stock,
  sold_out: (item: Product) => item.sold_out,
  createdAt: (item: Product) => item.createdAt,
};
const EVENT_SORTS = {
  ...PRODUCT_SORTS,
  start_date: (item: Product) => item.start_date,
  end_date: (item: Product) => item.end_date,
};

/**
 * The seller's shop as the server keeps it: GET answers its products and events a page at a time,
 * searched (`q`, the name) and sorted (`sort`) as the server does (the products unpaged when no
 * `page` is asked); one of them by its id, as the edit page reads it (404 for any other); DELETE
 * removes one and answers the server's message. Tests change `shop` to change what the server says; `calls` records every request.
 */
export function mockShopCatalog(initial: { products?: Product[]; events?: ShopEvent[] } = {}) {
  const { calls, record } = requestRecorder();
  const shop = {
    products: initial.products ?? [],
    events: initial.events ?? [],
    deleted: [] as string[],
    calls,
  };
  server.use(
    http.get('/api/v2/get-all-product-shop/:shopId', async ({ request }) => {
      const { url } = await record(request);
      if (!url.searchParams.has('page')) return shopProducts(shop.products);
      const body = pagedBody(url, 'products', shop.products, {
        searched: (product) => product.name,
        sorts: PRODUCT_SORTS,
      });
      return HttpResponse.json({ ...body, productsCount: body.total });
    }),
    http.get('/api/v2/get-shop-product/:id', async ({ request, params }) => {
      await record(request);
      const product = [...shop.products, ...shop.events].find((item) => item._id === params.id);
      if (!product) return apiError(404, ErrorCode.NOT_FOUND, 'Product not found.');
      return HttpResponse.json({ success: true, product });
    }),
    http.get('/api/v2/get-all-event-shop/:shopId', async ({ request }) => {
      const { url } = await record(request);
      return pagedAnswer(url, 'events', shop.events, { searched: (event) => event.name, sorts: EVENT_SORTS });
    }),
    http.delete('/api/v2/delete-shop-product/:id', ({ params }) => {
      if (!shop.products.some((product) => product._id === params.id))
        return apiError(404, ErrorCode.NOT_FOUND, 'Product not found.');
      shop.deleted.push(String(params.id));
      shop.products = shop.products.filter((product) => product._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Product deleted successfully!' });
    }),
    http.delete('/api/v2/delete-shop-event/:id', ({ params }) => {
      if (!shop.events.some((event) => event._id === params.id))
        return apiError(404, ErrorCode.NOT_FOUND, 'Event not found.');
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

/** A bulk upload as the server describes it: by default, running, 50 of 200 rows tried. */
export function anImportJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    jobId: 'job-1',
    status: 'running',
    done: 50,
    total: 200,
    created: 30,
    updated: 15,
    failed: 5,
    reportUrl: null,
    createdAt: '2026-11-24T06:30:00Z',
    finishedAt: null,
    ...overrides,
  };
}

/**
 * The shop's bulk uploads as the server keeps them. GET /shop-products-imports answers `recent`;
 * GET /shop-products-import/{jobId} answers the job's next state in `progress[jobId]` at each
 * call, staying at the last (404 for a job it does not know). `calls` records every request.
 */
export function mockImports(initial: { recent?: ImportJob[]; progress?: Record<string, ImportJob[]> } = {}) {
  const { calls, record } = requestRecorder();
  const imports = { recent: initial.recent ?? [], progress: initial.progress ?? {}, calls };
  server.use(
    http.get('/api/v2/shop-products-imports', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, jobs: imports.recent });
    }),
    http.get('/api/v2/shop-products-import/:jobId', async ({ request, params }) => {
      await record(request);
      const states = imports.progress[String(params.jobId)];
      if (!states?.length) return apiError(404, ErrorCode.NOT_FOUND, 'There is no such upload.');
      const state = states.length > 1 ? states.shift()! : states[0]!;
      return HttpResponse.json({ success: true, ...state });
    }),
  );
  return imports;
}
