import { useEffect, useState } from 'react';

import type { Coupon } from '@/api';
import { formatDay, formatWhen } from '@/lib/dates';

import { coupons } from '../i18n';

// What the coupon page says about a coupon beyond its figures. Its dates are written by
// `@/lib/dates` in the seller's own time zone, as the form reads the expiry.

/** An instant's day in the seller's own zone: "22 Nov 2026". */
export const localDay = (instant: string) => formatDay(instant, 'local');

/** An instant's day and time in the seller's own zone, as the form reads the expiry. */
export const localWhen = (instant: string) => formatWhen(instant, 'local');

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
