import type { Order, OrderReturn, ReturnReasonName } from '@/api';

import { type OrdersKey, orders } from '../i18n';

// Returns by line (docs/orders.md "Returns"): the reasons a shopper picks from, named in the
// reader's language, and what of an order is left to send back.

export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'size_or_fit',
  'not_as_described',
  'changed_my_mind',
  'other',
] as const satisfies readonly ReturnReasonName[];

const REASON_KEYS: Record<ReturnReasonName, OrdersKey> = {
  damaged: 'return.reason.damaged',
  wrong_item: 'return.reason.wrong_item',
  size_or_fit: 'return.reason.size_or_fit',
  not_as_described: 'return.reason.not_as_described',
  changed_my_mind: 'return.reason.changed_my_mind',
  other: 'return.reason.other',
};

export const returnReasonKey = (reason: ReturnReasonName) => REASON_KEYS[reason];

/** The reason as a reader sees it, in their language. */
export const returnReasonText = (reason: ReturnReasonName) => orders.t(REASON_KEYS[reason]);

/** Units of each line of `order` (by place in `cart`) that no return names yet. */
export function unitsLeft(order: Pick<Order, 'cart' | 'returns'>): number[] {
  const left = order.cart.map((item) => item.qty);
  for (const ret of order.returns) {
    for (const { line, qty } of ret.lines) {
      if (line < left.length) left[line] = Math.max(0, (left[line] ?? 0) - qty);
    }
  }
  return left;
}

/** The return still waiting for the shop's (or the Admin's) decision, if any. */
export const openReturn = (order: Pick<Order, 'returns'>): OrderReturn | undefined =>
  order.returns.find((ret) => ret.status === 'requested');
