import type { RouteObject } from 'react-router';

// The orders feature's entry for the seller dashboard and the admin console. Each page is its own
// lazy chunk, loaded only when a seller or the Admin opens it.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * The seller's order pages, loaded lazily by the route table, inside the seller guard and layout:
 * `orders` at /shop-dashboard/orders, `order` at /shop/order/:orderId/:sellerId and `refunds` at
 * /shop-dashboard-refund. The invoice is the server's PDF (`DownloadInvoiceLink`).
 */
export const sellerOrderPages = {
  orders: async () => ({ Component: (await import('./routes/ShopOrdersPage')).ShopOrdersPage }),
  order: async () => ({ Component: (await import('./routes/ShopOrderPage')).ShopOrderPage }),
  refunds: async () => ({ Component: (await import('./routes/ShopRefundsPage')).ShopRefundsPage }),
} satisfies Record<string, LazyPage>;

/**
 * The Admin's order pages, inside the admin guard and layout: `orders` at /admin-all-orders,
 * and `order` at /admin/order/:id.
 */
export const adminOrderPages = {
  orders: async () => ({ Component: (await import('./routes/AdminOrdersPage')).AdminOrdersPage }),
  order: async () => ({ Component: (await import('./routes/AdminOrderPage')).AdminOrderPage }),
} satisfies Record<string, LazyPage>;
