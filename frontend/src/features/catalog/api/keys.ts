/**
 * Every query key of the catalog feature. Reads, writes and invalidations use these only.
 *
 * Everything hangs off `catalogKeys.all`, so a write that may change what shoppers see (a product
 * deleted, a review posted) can refresh every catalogue answer with one invalidation.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  /** Every product listing (GET /products), whatever its query. */
  lists: () => [...catalogKeys.all, 'list'] as const,
  /** One listing. `query` is the parsed listing query; it must be plain, serialisable data. */
  list: (query: object) => [...catalogKeys.lists(), query] as const,
  /** The search-as-you-type answer (GET /products-search). */
  search: (keyword: string) => [...catalogKeys.all, 'search', keyword] as const,
  /** One product or event with its reviews (GET /get-product-details/{id}). */
  details: (id: string) => [...catalogKeys.all, 'details', id] as const,
  /** The variants and look-alikes of a product (GET /get-same-products/{id}). */
  same: (id: string) => [...catalogKeys.all, 'same', id] as const,
  /** A shop's products (GET /get-all-product-shop/{shopId}). */
  shop: (shopId: string) => [...catalogKeys.all, 'shop', shopId] as const,
  /** Whether a product reaches a PIN code, and when (GET /delivery-estimate). */
  deliveryEstimate: (productId: string, pincode: string) =>
    [...catalogKeys.all, 'delivery-estimate', productId, pincode] as const,
  /** A shop's public facts (GET /get-shop-info/{id}). */
  shopInfo: (id: string) => [...catalogKeys.all, 'shop-info', id] as const,
  /** Every running event (GET /get-all-events-user). */
  events: () => [...catalogKeys.all, 'events'] as const,
  /** One shop's running events (GET /get-all-events-user?shopId=). */
  shopEvents: (shopId: string) => [...catalogKeys.events(), shopId] as const,
};
