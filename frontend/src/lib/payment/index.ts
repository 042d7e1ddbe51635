// Paying a placed checkout online, for the checkout and for an order awaiting payment alike.
// Razorpay's own code stays in `./razorpay`, loaded only when a payment starts.
export {
  usePayOnline,
  type PaidCheckout,
  type PayRequest,
  type PayState,
  type PayStep,
} from './use-pay-online';
export { orderSuccessState, readOrderSuccessState, type OrderSuccessState } from './success-state';
export { usePaymentConfig } from './get-payment-config';
