import { describe, expect, it } from 'vitest';

import {
  EMPTY_PAYOUT_FORM,
  amountProblem,
  parseRupees,
  payoutFormSchema,
  withdrawFormSchema,
} from './validation';

const FIVE_THOUSAND = 5_000_00;

describe('the withdrawal amount', () => {
  it.each([
    ['1000', 1_000_00],
    ['1,499.5', 1_499_50],
    ['₹ 2,00,000.05', 2_00_000_05],
  ])('reads %s exactly, as paise', (raw, paise) => expect(parseRupees(raw)).toBe(paise));

  it.each([
    ['1000', null],
    ['5000', null],
    ['999.99', 'You can withdraw ₹1,000.00 or more.'],
    ['5000.01', 'You can withdraw at most your available balance, ₹5,000.00.'],
    ['1000.001', 'Use at most 2 decimal places.'],
    ['-1000', 'Enter an amount in rupees, such as 1500 or 2499.50.'],
    ['', 'Enter the amount to withdraw.'],
  ])('judges %s against a balance of ₹5,000', (raw, problem) =>
    expect(amountProblem(raw, FIVE_THOUSAND)).toBe(problem),
  );

  it('sends rupees as a number', () => {
    expect(withdrawFormSchema(FIVE_THOUSAND).parse({ amount: '1,234.50' })).toBe(1234.5);
  });
});

describe('the payout method form', () => {
  const bank = {
    ...EMPTY_PAYOUT_FORM,
    holderName: ' Asha Verma ',
    accountNumber: '5010-0123 4567',
    confirmAccountNumber: '501001234567',
    ifsc: ' hdfc0001234',
  };

  it('sends a bank account with its digits only, the IFSC upper-cased and no empty bank name', () => {
    expect(payoutFormSchema.parse(bank)).toEqual({
      type: 'bank',
      holderName: 'Asha Verma',
      accountNumber: '501001234567',
      ifsc: 'HDFC0001234',
      bankName: null,
    });
  });

  it('checks only the chosen type’s fields', () => {
    expect(payoutFormSchema.parse({ ...EMPTY_PAYOUT_FORM, type: 'upi', upiId: 'asha@okaxis' })).toEqual({
      type: 'upi',
      upiId: 'asha@okaxis',
    });
  });

  it.each([
    [{ ifsc: 'HDFC1001234' }, 'ifsc'],
    [{ ifsc: 'HDF00001234' }, 'ifsc'],
    [{ accountNumber: '12345678', confirmAccountNumber: '12345678' }, 'accountNumber'],
    [{ accountNumber: '1234567890123456789', confirmAccountNumber: '1234567890123456789' }, 'accountNumber'],
    [{ confirmAccountNumber: '501001234568' }, 'confirmAccountNumber'],
    [{ holderName: 'A' }, 'holderName'],
  ])('refuses %o on %s', (change, field) => {
    const result = payoutFormSchema.safeParse({ ...bank, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it.each(['asha', 'asha@', '@okaxis', 'asha okaxis@ybl'])('refuses the UPI id %s', (upiId) => {
    expect(payoutFormSchema.safeParse({ ...EMPTY_PAYOUT_FORM, type: 'upi', upiId }).success).toBe(false);
  });
});
