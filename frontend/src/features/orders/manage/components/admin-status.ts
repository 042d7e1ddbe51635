import type { OrderStatus } from '@/api';

// The admin screen's status selector, as docs/product.md §4 (`/admin/order/:id`, "The selector") has it.

/** The delivery path, in order; an order only ever moves right along it. */
const DELIVERY_PATH: readonly OrderStatus[] = [
  'Awaiting payment',
  'Processing',
  'Transferred to delivery partner',
  'Shipping',
  'On the way',
  'Delivered',
];
/** docs/product.md §7.5: the admin screen offers Processing and Delivered, as the original's did. */
const NORMAL_CHOICES: readonly OrderStatus[] = ['Processing', 'Delivered'];
const REFUND_CHOICES: readonly OrderStatus[] = ['Processing Refund', 'Refund Success'];
/**
 * The original's two finished statuses, and Cancelled, which Haat added (an unpaid online order,
 * released after 30 minutes): the status machine lets nothing out of it either.
 */
const FINAL: readonly OrderStatus[] = ['Delivered', 'Refund Success', 'Cancelled'];
/**
 * A return the shop rejected (the shopper's to escalate), one escalated to the Admin (decided
 * with the decision buttons beside the selector, docs/orders.md "Rejected returns") and one the
 * Admin declined: Haat's statuses the original never had, with no selector.
 */
const DISPUTED: readonly OrderStatus[] = ['Refund Rejected', 'Refund Escalated', 'Refund Declined'];
const REFUND_MODE: readonly OrderStatus[] = ['Processing Refund', 'Refund Success'];

export type AdminStatusChoices =
  | { mode: 'final' }
  /** `update-order-status`: the current status first, then only what lies ahead of it. */
  | { mode: 'normal'; choices: OrderStatus[] }
  /** `shop-order-refund-success`. */
  | { mode: 'refund'; choices: OrderStatus[] };

export function adminStatusChoices(status: OrderStatus): AdminStatusChoices {
  if (FINAL.includes(status) || DISPUTED.includes(status)) return { mode: 'final' };
  if (REFUND_MODE.includes(status)) return { mode: 'refund', choices: [...REFUND_CHOICES] };
  // The original's list starts at the current status; a status between its two (Shipping, say) starts
  // the list itself, so the selector shows where the order is and offers only what comes after.
  const here = DELIVERY_PATH.indexOf(status);
  const ahead = NORMAL_CHOICES.filter((choice) => DELIVERY_PATH.indexOf(choice) > here);
  return { mode: 'normal', choices: [status, ...ahead] };
}

/** docs/product.md §4: refund mode sends Processing Refund when nothing was chosen. */
export const REFUND_DEFAULT: OrderStatus = 'Processing Refund';
