import { type OrdersKey, orders } from '../i18n';

// Why an order is cancelled (docs/orders.md "Cancelling an order"): the pages offer these
// reasons, send their codes, and name a code in the reader's language wherever it shows. A reason
// the server holds that is not one of them is someone's own words, shown as written.

/** The reasons a shopper picks from. */
export const SHOPPER_REASONS = [
  'changed_my_mind',
  'ordered_by_mistake',
  'found_better_price',
  'delivery_too_slow',
] as const;

/** The reasons a shop (or the Admin) picks from. */
export const SHOP_REASONS = ['out_of_stock', 'cannot_deliver', 'price_error', 'shopper_asked'] as const;

export type CancelReason = (typeof SHOPPER_REASONS)[number] | (typeof SHOP_REASONS)[number];

const REASON_KEYS: Record<CancelReason, OrdersKey> = {
  changed_my_mind: 'cancel.reason.changed_my_mind',
  ordered_by_mistake: 'cancel.reason.ordered_by_mistake',
  found_better_price: 'cancel.reason.found_better_price',
  delivery_too_slow: 'cancel.reason.delivery_too_slow',
  out_of_stock: 'cancel.reason.out_of_stock',
  cannot_deliver: 'cancel.reason.cannot_deliver',
  price_error: 'cancel.reason.price_error',
  shopper_asked: 'cancel.reason.shopper_asked',
};

const isListed = (reason: string): reason is CancelReason => Object.hasOwn(REASON_KEYS, reason);

/** A reason as a reader sees it: a listed code in their language, anything else as written. */
export const reasonText = (reason: string) => (isListed(reason) ? orders.t(REASON_KEYS[reason]) : reason);

/** The key of a listed reason's label. */
export const reasonKey = (reason: CancelReason) => REASON_KEYS[reason];
