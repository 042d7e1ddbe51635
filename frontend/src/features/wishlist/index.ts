// The wishlist's screens. Its state and rules are app-wide and live in `@/lib/shopping`.
export { WishlistPage } from './routes/WishlistPage';
/** The header's badge count; kept here so the shell's import of it stays put. */
export { useWishlistCount } from '@/lib/shopping';
