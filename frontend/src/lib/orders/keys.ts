/**
 * Every query key of orders: the checkout's, the shopper's, the seller's and the Admin's. Everything
 * hangs off `orderKeys.all`, so a write that changes an order (a status, a refund) can refresh
 * every order answer with one invalidation.
 */
export const orderKeys = {
  all: ['orders'] as const,
  /** The checkout quote of a cart and coupon, for delivery to a PIN code (POST /cart/quote). */
  quote: (cart: object, couponCode: string | null, pincode: string | null) =>
    [...orderKeys.all, 'quote', cart, couponCode, pincode] as const,
  /** A coupon looked up by code (GET /get-coupon-value/{code}). */
  coupon: (code: string) => [...orderKeys.all, 'coupon', code] as const,
  /** Which payment methods the server offers (GET /payment/config). */
  paymentConfig: () => [...orderKeys.all, 'payment-config'] as const,
  /** A shopper's orders (GET /get-all-orders-user/{userId}). */
  userList: (userId: string, query: object) => [...orderKeys.all, 'user', userId, query] as const,
  /** One of the shopper's orders (GET /get-selected-order-user/{id}). */
  userOrder: (id: string) => [...orderKeys.all, 'user-order', id] as const,
  /** A shop's orders (GET /get-all-orders-shop/{shopId}). */
  shopList: (shopId: string, query: object) => [...orderKeys.all, 'shop', shopId, query] as const,
  /** One of the shop's orders (GET /get-selected-order-shop/{orderId}/{sellerId}). */
  shopOrder: (orderId: string, sellerId: string) =>
    [...orderKeys.all, 'shop-order', orderId, sellerId] as const,
  /** Every order, for the Admin (GET /get-all-orders-admin). */
  adminList: (query: object) => [...orderKeys.all, 'admin', query] as const,
  /** One order, for the Admin (GET /get-selected-order-details/{id}). */
  adminOrder: (id: string) => [...orderKeys.all, 'admin-order', id] as const,
};
