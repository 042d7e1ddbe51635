// The shopper's cart and wishlist (docs/product.md §7.3), shared by every page that sells: pure
// rules with the original's texts (docs/product.md §3), and hooks that store the result and show
// the toasts.

export {
  CART_MESSAGES,
  MIN_STOCK_TO_ADD,
  addToCart,
  canAddToCart,
  cartLineKey,
  cartSubtotal,
  decrementQty,
  incrementQty,
  lineTotal,
  parseCart,
  removeFromCart,
  toCartItem,
  type CartChoice,
  type CartItem,
} from './cart';
export {
  WISHLIST_MESSAGES,
  addToWishlist,
  asShoppable,
  isInWishlist,
  parseWishlist,
  removeFromWishlist,
  toWishlistItem,
  toggleWishlist,
  type WishlistItem,
} from './wishlist';
export type { Outcome, ShoppableProduct } from './product';
export {
  useCart,
  useCartActions,
  useCartLineActions,
  useWishlist,
  useWishlistActions,
  useWishlistCount,
  type CartActions,
  type CartLineActions,
  type WishlistActions,
} from './hooks';
