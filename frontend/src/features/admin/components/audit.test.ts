import { describe, expect, it } from 'vitest';

import { actionInWords, detailsInWords, targetInWords } from './audit';

describe('the audit log in words', () => {
  it('says each action of the contract in words, and an unknown one as sent', () => {
    expect(actionInWords('shop.suspend')).toBe('Suspended a shop');
    expect(actionInWords('withdrawal.pay')).toBe('Marked a withdrawal as paid');
    expect(actionInWords('order.refund_approve')).toBe('Approved a refund');
    expect(actionInWords('grievance.answer')).toBe('Answered a complaint');
    expect(actionInWords('grievance.close')).toBe('Closed a complaint');
    expect(targetInWords('grievance')).toBe('Complaint');
    expect(actionInWords('commission.rules.update')).toBe('Changed the commission rules');
    expect(targetInWords('commission_rules')).toBe('Commission rules');
    expect(detailsInWords('{"ticket": "GRV-261127-9F3A21C4"}')).toEqual({
      pairs: [['Ticket', 'GRV-261127-9F3A21C4']],
    });
    expect(actionInWords('product.review.approve')).toBe('Approved a product');
    expect(actionInWords('product.review.reject')).toBe('Rejected a product');
    expect(detailsInWords('{"product": "Block-printed kurta", "reason": "Blurry photos"}')).toEqual({
      pairs: [
        ['Product', 'Block-printed kurta'],
        ['Reason', 'Blurry photos'],
      ],
    });
    expect(actionInWords('shop.rename')).toBe('shop.rename');
    expect(targetInWords('withdrawal')).toBe('Withdrawal');
    expect(targetInWords('ledger_line')).toBe('Ledger_line');
  });

  it('reads the details’ JSON as labelled values', () => {
    expect(detailsInWords('{"status": "Shipping", "refundAmount": 1299.5, "new_status": null}')).toEqual({
      pairs: [
        ['Status', 'Shipping'],
        ['Refund amount', '1299.5'],
        ['New status', '—'],
      ],
    });
    expect(detailsInWords('not json')).toEqual({ text: 'not json' });
    expect(detailsInWords('"Reason given"')).toEqual({ text: 'Reason given' });
    expect(detailsInWords('{}')).toBeNull();
  });
});
