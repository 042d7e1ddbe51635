import type { Order, OrderItem } from '../api/schemas';

// How the shopper's pages write an order's facts. Times are shown in India's time zone whatever
// the device's, so a shopper abroad and the shop read the same date.

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const counts = new Intl.NumberFormat('en-IN');

/** SPEC.md §9: an order id is shown by its first 9 characters. */
export const shortOrderId = (id: string) => id.slice(0, 9);

/** `24 Nov 2026`; an unreadable instant falls back to the spec's first 10 characters. */
export function formatOrderDate(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? instant.slice(0, 10) : dateFormat.format(time);
}

/** `24 Nov 2026, 3:05 pm`. */
export function formatOrderDateTime(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? instant : dateTimeFormat.format(time);
}

/** How many pieces an order holds (two of one kurta are two items). */
export function itemCount(items: readonly Pick<OrderItem, 'qty'>[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

export function formatItemCount(count: number): string {
  return `${counts.format(count)} ${count === 1 ? 'item' : 'items'}`;
}

export const PAYMENT_STATUS_LABELS: Record<Order['paymentInfo']['status'], string> = {
  pending: 'Not paid yet',
  succeeded: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
};
