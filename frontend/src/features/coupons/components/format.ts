import { useEffect, useState } from 'react';

import type { Coupon } from '../api/schemas';

// How the coupon page writes its dates: in the seller's own time zone, as the form reads the expiry.

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** "31 Dec 2026, 11:59 pm". */
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** "22 Nov 2026". */
export const formatDay = (iso: string) => day.format(new Date(iso));

const counts = new Intl.NumberFormat('en-IN');

/** A count with Indian grouping: 1,00,000. */
export const formatCount = (value: number) => counts.format(value);

/**
 * Whether the coupon no longer works: the server's word when the list was read, or its expiry
 * passed since, while the page stayed open.
 */
export const isExpired = (coupon: Pick<Coupon, 'expired' | 'expiresAt'>, now: number) =>
  coupon.expired || (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now);

/** What the coupon covers: one product by name, or all the shop's products. */
export function appliesTo(coupon: Pick<Coupon, 'selectedProduct' | 'selectedProductName'>): string {
  if (coupon.selectedProduct === null) return 'All products';
  return coupon.selectedProductName ?? 'A product no longer listed';
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
