import { common } from './i18n';
import { formatRupees, fromPaise, toPaise } from './money';

// Haat's one shipping policy (docs/product.md §2 "The one shipping rule"), mirrored from the
// server's cart-rules crate: free when the cart subtotal is at least ₹1,000; below that, 5% of the
// subtotal. The server's quote is the authority on what a shopper pays; these only drive the texts.
export const FREE_SHIPPING_FROM_RUPEES = 1000;
export const SHIPPING_RATE_PERCENT = 5;
export const RETURN_WINDOW_DAYS = 14;

/** "Free shipping on orders of ₹1,000.00 or more", in the page's language (read as it is shown). */
export const freeShippingText = () =>
  common.t('shipping.freeFrom', { amount: formatRupees(FREE_SHIPPING_FROM_RUPEES) });

/** How much more the shopper must add for free shipping; 0 once it is free. */
export function amountForFreeShipping(subtotal: number): number {
  return fromPaise(Math.max(0, toPaise(FREE_SHIPPING_FROM_RUPEES) - toPaise(subtotal)));
}
