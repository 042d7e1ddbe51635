import { describe, expect, it } from 'vitest';

import { activate, common, loadCatalog } from './i18n';
import { amountForFreeShipping, freeShippingText } from './shipping';

describe('the shipping texts', () => {
  it('state the one rule in rupees', () => {
    expect(freeShippingText()).toBe('Free shipping on orders of ₹1,000.00 or more');
  });

  it('state it in the page’s language, the amount still in rupees', async () => {
    await loadCatalog('hi', common.namespace);
    activate('hi');
    expect(freeShippingText()).toBe('₹1,000.00 या उससे ज़्यादा के ऑर्डर पर फ़्री डिलीवरी');
  });

  it('tell how much more is needed, exactly, and nothing once shipping is free', () => {
    expect(amountForFreeShipping(870.5)).toBe(129.5);
    expect(amountForFreeShipping(999.99)).toBe(0.01);
    expect(amountForFreeShipping(1000)).toBe(0);
    expect(amountForFreeShipping(2500)).toBe(0);
  });
});
