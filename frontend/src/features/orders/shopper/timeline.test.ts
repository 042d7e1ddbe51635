import { describe, expect, it } from 'vitest';

import type { Order, OrderStatus } from '@/api';

import { buildTimeline } from './timeline';

const at = (status: OrderStatus, createdAt: string, by = 'shop'): Order['history'][number] => ({
  status,
  createdAt,
  by,
  reason: null,
});

const summary = (order: Pick<Order, 'status' | 'history'>) =>
  buildTimeline(order).map((step) => `${step.status}: ${step.state}${step.at ? ` @${step.at}` : ''}`);

describe('the track-order timeline', () => {
  it('shows the whole delivery path ahead of a new order', () => {
    expect(summary({ status: 'Processing', history: [at('Processing', 't1', 'user')] })).toEqual([
      'Processing: current @t1',
      'Transferred to delivery partner: upcoming',
      'Shipping: upcoming',
      'On the way: upcoming',
      'Delivered: upcoming',
    ]);
  });

  it('marks the steps passed over as skipped', () => {
    expect(
      summary({
        status: 'On the way',
        history: [at('Processing', 't1', 'user'), at('Shipping', 't2'), at('On the way', 't3')],
      }),
    ).toEqual([
      'Processing: done @t1',
      'Transferred to delivery partner: skipped',
      'Shipping: done @t2',
      'On the way: current @t3',
      'Delivered: upcoming',
    ]);
  });

  it('starts an online order at its payment, and keeps who moved each step', () => {
    const steps = buildTimeline({
      status: 'Processing',
      history: [at('Awaiting payment', 't0', 'user'), at('Processing', 't1', 'system')],
    });
    expect(steps.slice(0, 2)).toEqual([
      { status: 'Awaiting payment', state: 'done', at: 't0', by: 'user' },
      { status: 'Processing', state: 'current', at: 't1', by: 'system' },
    ]);
  });

  it('adds the refund after delivery', () => {
    expect(
      summary({
        status: 'Processing Refund',
        history: [
          at('Processing', 't1', 'user'),
          at('Delivered', 't2'),
          at('Processing Refund', 't3', 'user'),
        ],
      }).slice(-3),
    ).toEqual(['Delivered: done @t2', 'Processing Refund: current @t3', 'Refund Success: upcoming']);
  });

  it('stops a cancelled order where it was', () => {
    expect(
      summary({
        status: 'Cancelled',
        history: [at('Awaiting payment', 't0', 'user'), at('Cancelled', 't1', 'system')],
      }),
    ).toEqual(['Awaiting payment: done @t0', 'Cancelled: current @t1']);
  });
});
