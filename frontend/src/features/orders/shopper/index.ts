// The shopper's side of orders: the account's Orders tab, one order, its tracking. The checkout
// feature reaches the order shapes and keys through here, and loads the two pages through here
// (lazily) for the route table.

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
export { TrackOrderPage } from './routes/TrackOrderPage';
export { UserOrderPage } from './routes/UserOrderPage';
