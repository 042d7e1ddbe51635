import { HttpResponse, http } from 'msw';

import type { Facets, Product } from '@/api';
import { server } from '@/test/server';

// Test fixtures: MSW handlers for the public catalogue calls, answering as docs/catalog.md says,
// and recording what the page asked. For tests only.

export type Listing = {
  products: Product[];
  productsCount?: number;
  page?: number;
  limit?: number;
  facets?: Partial<Facets>;
};

const NO_FACETS: Facets = { categories: [], brands: [], sizes: [], colors: [] };

/**
 * GET /api/v2/products, answered by `answer` from the request's URL. Returns the raw query strings
 * received (after the '?'), so tests can check the encoding byte for byte.
 */
export function mockListing(answer: (url: URL) => Listing | Response) {
  const received: string[] = [];
  server.use(
    http.get('/api/v2/products', ({ request }) => {
      const url = new URL(request.url);
      received.push(url.search.slice(1));
      const listing = answer(url);
      if (listing instanceof Response) return listing;
      return HttpResponse.json({
        success: true,
        products: listing.products,
        productsCount: listing.productsCount ?? listing.products.length,
        page: listing.page ?? Number(url.searchParams.get('page') ?? 1),
        limit: listing.limit ?? Number(url.searchParams.get('limit') ?? 8),
        facets: { ...NO_FACETS, ...listing.facets },
      });
    }),
  );
  return received;
}

/** GET /api/v2/products-search. Returns the queries received, in order. */
export function mockSearch(answer: (keyword: string) => Product[]) {
  const received: URLSearchParams[] = [];
  server.use(
    http.get('/api/v2/products-search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      received.push(params);
      return HttpResponse.json({ success: true, product: answer(params.get('searchKeyword') ?? '') });
    }),
  );
  return received;
}

/** GET /api/v2/get-all-events-user[?shopId=]. Returns the shop ids asked for ('' for all). */
export function mockEvents(answer: (shopId: string | null) => Product[]) {
  const asked: string[] = [];
  server.use(
    http.get('/api/v2/get-all-events-user', ({ request }) => {
      const shopId = new URL(request.url).searchParams.get('shopId');
      asked.push(shopId ?? '');
      return HttpResponse.json({ success: true, events: answer(shopId) });
    }),
  );
  return asked;
}

/** An empty catalogue for the pages a test renders but is not about. */
export function mockEmptyCatalogue() {
  mockListing(() => ({ products: [] }));
  mockEvents(() => []);
}
