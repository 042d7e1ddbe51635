import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The catalogue feature's public entry. Only the home page loads with the storefront: a visit
// most often starts there, and everything else costs the first download. The product list, the
// product and shop pages are lazy chunks of their own, and so is the header's search panel,
// loaded when a shopper first opens it.

export { HomePage } from './routes/HomePage';
export { catalogKeys } from './api/keys';

/** The header's search panel (`open`, `onClose`); render it inside a Suspense boundary. */
export const SearchPanel = lazy(async () => ({
  default: (await import('./components/SearchPanel')).SearchPanel,
}));

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

export type { ProductDetailsSlots } from './routes/ProductDetailsPage';

/**
 * The product page itself, for the app to fill its slots from other features ("Ask the seller");
 * the same chunk as `catalogPages.productDetails`.
 */
export const loadProductDetailsPage = async () =>
  (await import('./routes/ProductDetailsPage')).ProductDetailsPage;

/** The catalogue's storefront pages, loaded lazily by the route table. */
export const catalogPages = {
  products: async () => ({ Component: (await import('./routes/ProductsPage')).ProductsPage }),
  productDetails: async () => ({
    Component: (await import('./routes/ProductDetailsPage')).ProductDetailsPage,
  }),
  shopPreview: async () => ({ Component: (await import('./routes/ShopPreviewPage')).ShopPreviewPage }),
} satisfies Record<string, LazyPage>;
