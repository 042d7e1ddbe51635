// The cart's screens. The cart's state and rules are app-wide and live in `@/lib/shopping`.
export { CartDrawer } from './components/CartDrawer';
