import { useSyncExternalStore } from 'react';

import { parsePinCode } from '@/lib/india';
import { notifyLocalChange, subscribeLocal } from '@/lib/local-list';

// The PIN code the shopper last checked delivery for (docs/orders.md "Delivery areas and
// estimates"): the product page's "Check delivery" box writes it, and the product page and the
// cart page read it, in this tab and every other. Only a well-formed PIN code is ever kept.

export const PINCODE_KEY = 'deliveryPincode';

function read(): string | null {
  return parsePinCode(window.localStorage.getItem(PINCODE_KEY) ?? '');
}

/** Keeps `pincode` (a parsed PIN code), or forgets the saved one with null. */
export function savePincode(pincode: string | null): void {
  if (pincode === null) window.localStorage.removeItem(PINCODE_KEY);
  else window.localStorage.setItem(PINCODE_KEY, pincode);
  notifyLocalChange(PINCODE_KEY);
}

/** The saved PIN code, or null; null on the server, whose prerendered page knows no shopper. */
export function useSavedPincode(): string | null {
  return useSyncExternalStore(subscribeLocal, read, () => null);
}
