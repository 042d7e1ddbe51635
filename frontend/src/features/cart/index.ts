export { CartDrawer } from './components/CartDrawer';
export { useCart } from './use-cart';
