import type { CartLine, Quote } from '@/api';
import { CART_KEY, writeList } from '@/lib/local-list';
import { type CartItem, parseCart } from '@/lib/shopping';

// The checkout's view of the cart in local storage: the lines sent to the server, and the two
// changes the checkout makes itself (a size or quantity chosen to fix a line, and emptying it
// once the order is placed).

/** A cart item as the quote sees it: `sellingPrice` is the price shown when it was added. */
export function toCartLine(item: CartItem): CartLine {
  return {
    productId: item._id,
    isEvent: item.isEvent,
    qty: item.qty,
    size: item.size,
    color: item.color,
    sellingPrice: item.sellingPrice,
  };
}

/**
 * The lines sent with the order. Each carries the price the shopper has just been shown by the
 * quote, so a price that changed since the item was added, and was shown as changed, is the
 * price agreed to; the server refuses the order (409 `price_changed`) if it has moved again.
 */
export function toOrderLines(items: readonly CartItem[], quote: Quote): CartLine[] {
  const quoted = new Map(quote.lines.map((line) => [line.productId, line.sellingPrice]));
  return items.map((item) => ({
    ...toCartLine(item),
    sellingPrice: quoted.get(item._id) ?? item.sellingPrice,
  }));
}

function readCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parseCart(parsed) : [];
  } catch {
    return [];
  }
}

/** Changes one line's size or quantity, as stored now (another tab may have changed the cart). */
export function updateCartItem(id: string, change: Partial<Pick<CartItem, 'size' | 'qty'>>): void {
  writeList(
    CART_KEY,
    readCart().map((item) => (item._id === id ? { ...item, ...change } : item)),
  );
}

export function clearCart(): void {
  writeList(CART_KEY, []);
}
