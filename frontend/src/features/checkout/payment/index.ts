// Paying a placed checkout online, for pages outside the checkout (an order awaiting payment).
// Razorpay's own code stays in `./razorpay`, loaded only when a payment starts.
export {
  usePayOnline,
  type PaidCheckout,
  type PayRequest,
  type PayState,
  type PayStep,
} from './use-pay-online';
export { orderSuccessState } from '../success-state';
export { usePaymentConfig } from '../api/get-payment-config';
