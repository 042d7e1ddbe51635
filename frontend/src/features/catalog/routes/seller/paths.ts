// The seller's product editor is beyond the spec's routes, so lib/paths.ts has no entry for it
// yet; it belongs there as `shopEditProduct(id)`, and this goes once it is added.

/** /shop-dashboard/products/{id}/edit: the route table's `shop-dashboard/products/:id/edit`. */
export const editProductPath = (id: string) => `/shop-dashboard/products/${encodeURIComponent(id)}/edit`;
