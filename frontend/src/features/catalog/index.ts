import type { RouteObject } from 'react-router';

// The catalogue feature's public entry. The home page, the header's search panel and the product
// list load with the storefront: a visit starts on one of them, and the list is where search, the
// category menus and Discover More all lead, while sharing nearly all its code (the cards, the
// listing call) with the home page, so a separate chunk would cost a round trip for a few
// kilobytes. The product and shop pages are lazy chunks of their own.

export { HomePage } from './routes/HomePage';
export { ProductsPage } from './routes/ProductsPage';
export { QUICK_SEARCH_TAGS, SEARCH_DELAY_MS, SearchPanel } from './components/SearchPanel';
export { catalogKeys } from './api/keys';
export { CATEGORIES, type Product, type ShopInfo } from './api/schemas';

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/** The catalogue's storefront pages, for the route table's `lazy`. */
export const catalogPages = {
  productDetails: async () => ({
    Component: (await import('./routes/ProductDetailsPage')).ProductDetailsPage,
  }),
  shopPreview: async () => ({ Component: (await import('./routes/ShopPreviewPage')).ShopPreviewPage }),
} satisfies Record<string, LazyPage>;
