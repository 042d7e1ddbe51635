import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '@/api';
import { ORDER_STATUSES } from '@/lib/orders/statuses';

import { type AdminStatusChoices, adminStatusChoices } from './admin-status';

// docs/product.md §4 (`/admin/order/:id`, "The selector"), for every status an order can have.
const EXPECTED: Record<OrderStatus, AdminStatusChoices> = {
  'Awaiting payment': { mode: 'normal', choices: ['Awaiting payment', 'Processing', 'Delivered'] },
  Processing: { mode: 'normal', choices: ['Processing', 'Delivered'] },
  'Transferred to delivery partner': {
    mode: 'normal',
    choices: ['Transferred to delivery partner', 'Delivered'],
  },
  Shipping: { mode: 'normal', choices: ['Shipping', 'Delivered'] },
  'On the way': { mode: 'normal', choices: ['On the way', 'Delivered'] },
  Delivered: { mode: 'final' },
  'Processing Refund': { mode: 'refund', choices: ['Processing Refund', 'Refund Success'] },
  'Refund Success': { mode: 'final' },
  // Decided with the decision buttons, not the selector.
  'Refund Rejected': { mode: 'final' },
  'Refund Escalated': { mode: 'final' },
  'Refund Declined': { mode: 'final' },
  Cancelled: { mode: 'final' },
};

describe('adminStatusChoices', () => {
  it('has a rule for every status', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(ORDER_STATUSES.map((status) => [status, EXPECTED[status]] as const))(
    'for %s answers %j',
    (status, expected) => {
      expect(adminStatusChoices(status)).toEqual(expected);
    },
  );

  it('never offers a status behind the current one', () => {
    for (const status of ['Transferred to delivery partner', 'Shipping', 'On the way'] as const) {
      const rules = adminStatusChoices(status);
      expect(rules.mode === 'normal' && rules.choices).not.toContain('Processing');
    }
  });
});
