import type { PageQuery } from '@/components/table';

import { catalogKeys } from '../keys';

/**
 * The seller dashboard's own reads. They hang off `catalogKeys.all`, so the one invalidation
 * every catalogue write does refreshes them too. They are kept apart from the storefront's
 * `catalogKeys.shop(shopId)` although GET /get-all-product-shop answers both: the owner's views
 * are a different screen with its own parsing, and sharing a cache entry would tie the two
 * together by the exact shape each one stores.
 */
export const sellerCatalogKeys = {
  all: () => [...catalogKeys.all, 'seller'] as const,
  /** The seller's products (GET /get-all-product-shop/{shopId}). */
  products: (shopId: string) => [...sellerCatalogKeys.all(), shopId, 'products'] as const,
  /** One page of the products page's list, searched and sorted (GET /get-all-product-shop/{shopId}?page=…). */
  productPage: (shopId: string, query: PageQuery) =>
    [...sellerCatalogKeys.all(), shopId, 'product-pages', query] as const,
  /** Every page of the seller's events, running, upcoming and ended (GET /get-all-event-shop/{shopId}). */
  events: (shopId: string) => [...sellerCatalogKeys.all(), shopId, 'events'] as const,
  /** One page of the seller's events, searched and sorted. */
  eventPage: (shopId: string, query: PageQuery) => [...sellerCatalogKeys.events(shopId), query] as const,
  /**
   * One of the seller's products, for the edit page (GET /get-shop-product/{id}). Not under
   * `all()` either (its entries are lists); a catalogue write refreshes it with the rest.
   */
  product: (shopId: string, id: string) => [...catalogKeys.all, 'seller-product', shopId, id] as const,
  /**
   * The shop's bulk uploads. Not under `all()`, whose entries are lists of products and events
   * (`forgetFromSellerLists` takes a deleted one out of each); still under `catalogKeys.all`, so a
   * catalogue write refreshes them with the rest.
   */
  imports: (shopId: string) => [...catalogKeys.all, 'seller-imports', shopId] as const,
  /** The shop's latest bulk uploads (GET /shop-products-imports). */
  recentImports: (shopId: string) => [...sellerCatalogKeys.imports(shopId), 'recent'] as const,
  /** One bulk upload's progress (GET /shop-products-import/{jobId}). */
  importJob: (shopId: string, jobId: string) => [...sellerCatalogKeys.imports(shopId), 'job', jobId] as const,
};
