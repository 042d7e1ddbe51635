import { describe, expect, it } from 'vitest';

import { activate } from './i18n';
import { formatRupees, fromPaise, toPaise } from './money';

describe('formatRupees', () => {
  it('uses the rupee sign, lakh grouping and two decimals', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees(1000)).toBe('₹1,000.00');
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(1234567.89)).toBe('₹12,34,567.89');
  });

  it('shows negative amounts with a leading minus', () => {
    expect(formatRupees(-5.5)).toBe('-₹5.50');
  });
});

describe('formatRupees in another language', () => {
  it('stays rupees with Indian grouping and Latin digits, as Indian retailers write it', () => {
    activate('hi');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    activate('fr');
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
  });
});

describe('paise conversion', () => {
  it('rounds floating-point noise away', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(19.99)).toBe(1999);
    expect(fromPaise(129950)).toBe(1299.5);
  });
});
