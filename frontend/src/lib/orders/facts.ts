import type { Order, OrderItem } from '@/api';
import { formatCount } from '@/lib/numbers';

// How the order pages, the shopper's and the seller's and the Admin's alike, write an order's facts.

/** How many pieces an order's lines hold (two of one kurta are two items). */
export function itemCount(items: readonly Pick<OrderItem, 'qty'>[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

/** "1 item", "3 items". */
export function formatItemCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`;
}

const PAYMENT_STATUS_LABELS: Record<Order['paymentInfo']['status'], string> = {
  pending: 'Not paid yet',
  succeeded: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** The payment's state in words. */
export const paymentStatusLabel = (status: Order['paymentInfo']['status']) => PAYMENT_STATUS_LABELS[status];
