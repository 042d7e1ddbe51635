import type { Order, OrderItem } from '@/api';
import { common } from '@/lib/i18n';

// How the order pages, the shopper's and the seller's and the Admin's alike, write an order's facts.

/** How many pieces an order's lines hold (two of one kurta are two items). */
export function itemCount(items: readonly Pick<OrderItem, 'qty'>[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

/** "1 item", "3 items", in the page's language. */
export function formatItemCount(count: number): string {
  return common.t('order.itemCount', { count });
}

/** The payment's state in words, in the page's language. */
export const paymentStatusLabel = (status: Order['paymentInfo']['status']) => common.t(`payment.${status}`);
