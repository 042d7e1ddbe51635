import { formatCount } from '@/lib/numbers';

import type { Order } from '../../api/schemas';

export { formatCount };

// How the order pages write ids, days, counts and payment states.

/** SPEC.md §9: an order id is shown as its first 9 characters. */
export const shortOrderId = (id: string) => id.slice(0, 9);

/** SPEC.md §9: the admin screen's placed-on date is the first 10 characters of createdAt (UTC). */
export const placedOnDay = (createdAt: string) => createdAt.slice(0, 10);

// Orders are Indian business: a day is counted in IST wherever the reader happens to be, so the
// seller, the Admin and the invoice agree on which day an order was placed.
const TIME_ZONE = 'Asia/Kolkata';
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: TIME_ZONE });
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

/** "22 Nov 2026". */
export const formatDay = (iso: string) => day.format(new Date(iso));

/** "22 Nov 2026, 3:00 pm". */
export const formatWhen = (iso: string) => dayAndTime.format(new Date(iso));

/** How many pieces the order holds, all lines together. */
export const itemCount = (order: Pick<Order, 'cart'>) => order.cart.reduce((sum, item) => sum + item.qty, 0);

const PAYMENT_STATUS: Record<Order['paymentInfo']['status'], string> = {
  pending: 'Not paid yet',
  succeeded: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** The payment's state in words. */
export const paymentStatusLabel = (status: Order['paymentInfo']['status']) => PAYMENT_STATUS[status];

const ACTORS: Record<string, string> = {
  user: 'the shopper',
  shop: 'the shop',
  admin: 'Haat',
  system: 'automatically',
};

/** Who made a change in the order's history, as a phrase: "by the shop". */
export const byWhom = (by: string) => {
  const who = ACTORS[by];
  if (!who) return `by ${by}`;
  return who === 'automatically' ? who : `by ${who}`;
};
