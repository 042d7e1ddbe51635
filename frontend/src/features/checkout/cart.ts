import type { CartLine, Quote } from '@/api';
import { CART_KEY, writeList } from '@/lib/local-list';
import { type CartItem, cartLineKey, parseCart } from '@/lib/shopping';

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

/**
 * Changes the size or quantity of the line `key` ([`cartLineKey`]), as stored now (another tab may
 * have changed the cart). A size that another line of the product already has joins the two lines,
 * within the stock.
 */
export function updateCartItem(key: string, change: Partial<Pick<CartItem, 'size' | 'qty'>>): void {
  const items = readCart();
  const line = items.find((item) => cartLineKey(item) === key);
  if (!line) return;
  const changed = { ...line, ...change };
  const same = items.find((item) => item !== line && cartLineKey(item) === cartLineKey(changed));
  writeList(
    CART_KEY,
    same
      ? items
          .filter((item) => item !== line)
          .map((item) =>
            item === same
              ? { ...item, qty: Math.min(item.qty + changed.qty, Math.max(1, item.stock)) }
              : item,
          )
      : items.map((item) => (item === line ? changed : item)),
  );
}

export function clearCart(): void {
  writeList(CART_KEY, []);
}
