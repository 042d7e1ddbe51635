// The shopper's side of orders, for the app's account page: its Orders tab. The shopper's order
// pages are loaded lazily through `../index.ts`; the order shapes and keys are shared code, in
// `@/lib/orders`.

export { ShopperOrdersSection } from './components/OrdersSection';
