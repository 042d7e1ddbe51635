import type { Order, OrderStatus } from '@/api';

// The track-order page's steps (docs/orders.md "The status machine"). An order moves forward
// only: along the delivery path, where steps may be skipped but never revisited, then perhaps to
// a refund; an unpaid online order may instead be cancelled.

export const DELIVERY_PATH = [
  'Processing',
  'Transferred to delivery partner',
  'Shipping',
  'On the way',
  'Delivered',
] as const satisfies readonly OrderStatus[];

const REFUND_PATH = ['Processing Refund', 'Refund Success'] as const satisfies readonly OrderStatus[];

/**
 * `done`: reached and passed; `current`: where the order is now; `skipped`: passed over without
 * stopping there; `upcoming`: not reached yet.
 */
export type StepState = 'done' | 'current' | 'skipped' | 'upcoming';

export type TimelineStep = {
  status: OrderStatus;
  state: StepState;
  /** When the order reached this step, from its history; null when it never did. */
  at: string | null;
  /** Who moved it there (`user`, `shop`, `admin`, `system`). */
  by: string | null;
};

/** The order's steps in order, each with its state and, when reached, its time. */
export function buildTimeline(order: Pick<Order, 'status' | 'history'>): TimelineStep[] {
  const reached = new Map<OrderStatus, Order['history'][number]>();
  for (const entry of order.history) reached.set(entry.status, entry);
  const { status } = order;

  const sequence: OrderStatus[] = [];
  if (status === 'Awaiting payment' || reached.has('Awaiting payment')) sequence.push('Awaiting payment');
  if (status === 'Cancelled') {
    // A cancelled order goes no further: show where it got to, then the cancellation.
    sequence.push(...DELIVERY_PATH.filter((step) => reached.has(step)), 'Cancelled');
  } else {
    sequence.push(...DELIVERY_PATH);
    const refunding = REFUND_PATH.some((step) => step === status || reached.has(step));
    if (refunding) sequence.push(...REFUND_PATH);
  }

  const current = sequence.indexOf(status);
  return sequence.map((step, index) => {
    const entry = reached.get(step);
    let state: StepState;
    if (index === current) state = 'current';
    else if (index > current) state = 'upcoming';
    else state = entry ? 'done' : 'skipped';
    return { status: step, state, at: entry?.createdAt ?? null, by: entry?.by ?? null };
  });
}
