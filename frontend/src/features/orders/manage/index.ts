import type { RouteObject } from 'react-router';

// The orders feature's entry for the seller dashboard and the admin console. Each page is its own
// lazy chunk, loaded only when a seller or the Admin opens it.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * The seller's order pages, loaded lazily by the route table, inside the seller guard and layout:
 * `orders` at /shop-dashboard/orders, `order` at /shop/order/:orderId/:sellerId, `refunds` at
 * /shop-dashboard-refund and `invoice` at /shop/order/:orderId/:sellerId/invoice.
 */
export const sellerOrderPages = {
  orders: async () => ({ Component: (await import('./routes/ShopOrdersPage')).ShopOrdersPage }),
  order: async () => ({ Component: (await import('./routes/ShopOrderPage')).ShopOrderPage }),
  refunds: async () => ({ Component: (await import('./routes/ShopRefundsPage')).ShopRefundsPage }),
  invoice: async () => ({ Component: (await import('./routes/OrderInvoicePage')).ShopOrderInvoicePage }),
} satisfies Record<string, LazyPage>;

/**
 * The Admin's order pages, inside the admin guard and layout: `orders` at /admin-all-orders,
 * `order` at /admin/order/:id and `invoice` at /admin/order/:id/invoice.
 */
export const adminOrderPages = {
  orders: async () => ({ Component: (await import('./routes/AdminOrdersPage')).AdminOrdersPage }),
  order: async () => ({ Component: (await import('./routes/AdminOrderPage')).AdminOrderPage }),
  invoice: async () => ({ Component: (await import('./routes/OrderInvoicePage')).AdminOrderInvoicePage }),
} satisfies Record<string, LazyPage>;
