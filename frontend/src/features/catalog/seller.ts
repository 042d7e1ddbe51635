import type { RouteObject } from 'react-router';

// The catalog feature's entry for the seller dashboard. Each page is its own lazy chunk, so the
// product form and its validation cost the storefront nothing until a seller opens them.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * The seller's catalogue pages, loaded lazily by the route table, inside the seller guard and layout:
 * `products` at /shop-dashboard/products, `createProduct` at /shop-dashboard-create-product,
 * `editProduct` at /shop-dashboard/products/:id/edit, `createEvent` at
 * /shop-dashboard-create-event, `events` at /shop-dashboard-events and `importProducts` (the bulk
 * upload) at /shop-dashboard-import-products.
 */
export const sellerCatalogPages = {
  products: async () => ({ Component: (await import('./routes/seller/ProductsPage')).ProductsPage }),
  createProduct: async () => ({
    Component: (await import('./routes/seller/CreateProductPage')).CreateProductPage,
  }),
  editProduct: async () => ({ Component: (await import('./routes/seller/EditProductPage')).EditProductPage }),
  createEvent: async () => ({ Component: (await import('./routes/seller/CreateEventPage')).CreateEventPage }),
  events: async () => ({ Component: (await import('./routes/seller/EventsPage')).EventsPage }),
  importProducts: async () => ({
    Component: (await import('./routes/seller/ImportProductsPage')).ImportProductsPage,
  }),
} satisfies Record<string, LazyPage>;
