import type { Order } from '@/api';

import type { OrdersKey } from './i18n';

const PAYMENT_STATUS_KEYS: Record<Order['paymentInfo']['status'], OrdersKey> = {
  pending: 'paymentStatus.pending',
  succeeded: 'paymentStatus.succeeded',
  refunded: 'paymentStatus.refunded',
  failed: 'paymentStatus.failed',
};

/** The key of the payment's state in words ("Not paid yet", "Paid"), for the orders catalogue's `t`. */
export const paymentStatusKey = (status: Order['paymentInfo']['status']) => PAYMENT_STATUS_KEYS[status];

/**
 * The key of an order's payment state as its shop and the Admin read it: a cash-on-delivery order
 * cancelled before delivery was never to be paid, so it says "Nothing due", not "Not paid yet".
 */
export const orderPaymentKey = (order: Pick<Order, 'status' | 'paymentInfo'>): OrdersKey =>
  order.status === 'Cancelled' && order.paymentInfo.method === 'cod' && order.paymentInfo.status === 'pending'
    ? 'order.nothingDue'
    : PAYMENT_STATUS_KEYS[order.paymentInfo.status];

const PAYMENT_METHOD_KEYS: Record<Order['paymentInfo']['method'], OrdersKey> = {
  cod: 'paymentMethod.cod',
  razorpay: 'paymentMethod.razorpay',
};

/** The key of the payment method's name ("Cash On Delivery", "Razorpay"), for the orders catalogue's `t`. */
export const paymentMethodKey = (method: Order['paymentInfo']['method']) => PAYMENT_METHOD_KEYS[method];
