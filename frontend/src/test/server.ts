import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The server's error body (docs/identity.md): `{success: false, message, error: {code, message, fields}}`. */
export function apiError(status: number, code: string, message: string, fields: Record<string, string> = {}) {
  return HttpResponse.json({ success: false, message, error: { code, message, fields } }, { status });
}

export const signedOut = () => apiError(401, 'unauthenticated', 'Please sign in to continue.');

/**
 * The mocked API. Every page loads the shopper and the seller at start (SPEC.md §4); by default
 * nobody is signed in. Tests add what they need with `server.use(...)` or `mockSession(...)`.
 */
const EMPTY_FACETS = { categories: [], brands: [], sizes: [], colors: [] };

export const server = setupServer(
  http.get('/api/v2/getuser', signedOut),
  http.get('/api/v2/getseller', signedOut),
  // An empty catalogue, so pages that show products (the home page on every storefront route)
  // load cleanly; catalogue tests replace these with their own.
  http.get('/api/v2/products', () =>
    HttpResponse.json({
      success: true,
      products: [],
      productsCount: 0,
      page: 1,
      limit: 8,
      facets: EMPTY_FACETS,
    }),
  ),
  http.get('/api/v2/products-search', () => HttpResponse.json({ success: true, product: [] })),
  http.get('/api/v2/get-all-events-user', () => HttpResponse.json({ success: true, events: [] })),
  http.get('/api/v2/get-all-product-shop/:shopId', () =>
    HttpResponse.json({ success: true, products: [], productsCount: 0, page: 1, limit: 100 }),
  ),
  http.get('/api/v2/get-all-event-shop/:shopId', () => HttpResponse.json({ success: true, events: [] })),
  http.get('/api/v2/get-product-details/:id', () => apiError(404, 'not_found', 'There is no such product.')),
  http.get('/api/v2/get-same-products/:id', () => apiError(404, 'not_found', 'There is no such product.')),
  http.get('/api/v2/get-shop-info/:id', () => apiError(404, 'not_found', 'There is no such shop.')),
  http.get('/api/v2/get-selected-order-user/:id', () =>
    apiError(404, 'not_found', 'There is no such order.'),
  ),
  http.get('/api/v2/get-selected-order-shop/:orderId/:sellerId', () =>
    apiError(404, 'not_found', 'There is no such order.'),
  ),
  http.get('/api/v2/get-selected-order-details/:id', () =>
    apiError(404, 'not_found', 'There is no such order.'),
  ),
  http.get('/api/v2/get-all-orders-shop/:shopId', () =>
    HttpResponse.json({ success: true, orders: [], total: 0, page: 1, limit: 20 }),
  ),
  http.get('/api/v2/get-coupon/:shopId', () => HttpResponse.json({ success: true, couponCodes: [] })),
  http.get('/api/v2/get-all-orders-admin', () =>
    HttpResponse.json({ success: true, orders: [], total: 0, page: 1, limit: 20 }),
  ),
);
