import type { RouteObject } from 'react-router';

// The shopper's side of orders: the account's Orders tab, one order, its tracking. The checkout
// feature reaches the order shapes and keys through here, and exports these pages with its own.

export { orderKeys } from '../api/keys';
export {
  couponSchema,
  orderSchema,
  quoteSchema,
  type CartLine,
  type Coupon,
  type LineProblem,
  type Order,
  type OrderStatus,
  type Quote,
  type QuoteLine,
  type ShippingAddress,
} from '../api/schemas';
export { ShopperOrdersSection } from './components/OrdersSection';
export { ItemThumb } from './components/ItemThumb';
export { OrderStatusBadge } from './components/OrderStatusBadge';
export { formatItemCount, formatOrderDate, itemCount, shortOrderId } from './format';

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/** /user/order/{id} and /user/track-order/{id}, for the route table's `lazy` (inside the user guard). */
export const shopperOrderPages = {
  userOrder: async () => ({ Component: (await import('./routes/UserOrderPage')).UserOrderPage }),
  trackOrder: async () => ({ Component: (await import('./routes/TrackOrderPage')).TrackOrderPage }),
} satisfies Record<string, LazyPage>;
