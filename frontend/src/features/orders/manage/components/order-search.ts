import type { Order } from '@/api';

/**
 * Whether an order matches the search: its id starts with the text, or its shop's or buyer's name
 * contains it. The API has no search parameter, so this narrows the page already loaded only (the
 * status filter and the pages are the server's); the field says so.
 */
export function matchesSearch(order: Order, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return (
    order._id.toLowerCase().startsWith(wanted) ||
    order.shop.shopName.toLowerCase().includes(wanted) ||
    order.user.name.toLowerCase().includes(wanted)
  );
}
