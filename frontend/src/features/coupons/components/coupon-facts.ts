import { useEffect, useState } from 'react';

import type { Coupon } from '@/api';

import { coupons } from '../i18n';

// What the coupon page says about a coupon beyond its figures. Its dates are written in the
// seller's own time zone (`localDay`/`localWhen` of `@/lib/dates`), as the form reads the expiry.

/**
 * Whether the coupon no longer works: the server's word when the list was read, or its expiry
 * passed since, while the page stayed open.
 */
export const isExpired = (coupon: Pick<Coupon, 'expired' | 'expiresAt'>, now: number) =>
  coupon.expired || (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now);

/** What the coupon covers: one product by name, or all the shop's products (in the page's language). */
export function appliesTo(coupon: Pick<Coupon, 'selectedProduct' | 'selectedProductName'>): string {
  if (coupon.selectedProduct === null) return coupons.t('table.allProducts');
  return coupon.selectedProductName ?? coupons.t('table.productGone');
}

/** The current time, renewed every `everyMs`, so a coupon shows as expired while the page stays open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
