import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';

import type { DayFigure } from '../api/get-dashboard-stats';

export { formatCount };

// How the dashboard writes its figures: counts with Indian grouping, days as India's calendar
// days (the server names them; they are never shifted by the browser's time zone).

/** "1 order", "12 orders". */
export const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

// A `YYYY-MM-DD` day read at UTC midnight and written in UTC, so it is that day wherever the
// browser is.
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });
const mediumDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const asDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "24 Oct". */
export const formatShortDay = (date: string) => shortDay.format(asDay(date));
/** "Sat, 24 Oct 2026". */
export const formatLongDay = (date: string) =>
  `${weekday.format(asDay(date))}, ${mediumDay.format(asDay(date))}`;

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
/** "24 Oct 2026, 11:30 am" in India. */
export const formatWhen = (iso: string) => when.format(new Date(iso));
/** "24 Oct 2026" in India. */
export const formatDay = (iso: string) => day.format(new Date(iso));

/** The last characters of an id, as orders are referred to on the dashboard. */
export const shortId = (id: string) => id.slice(-8).toUpperCase();

/**
 * The window's figures in one or two sentences, for everyone (and for screen readers in place of
 * the charts): the total, and the best day.
 */
export function summarizeDays(
  days: readonly DayFigure[],
  totals: { orders: number; revenue: number },
  window: string,
) {
  if (days.every((entry) => entry.orders === 0 && entry.revenue === 0)) return `No orders in ${window}.`;
  const best = days.reduce((top, entry) =>
    entry.revenue > top.revenue || (entry.revenue === top.revenue && entry.orders > top.orders) ? entry : top,
  );
  return (
    `${formatRupees(totals.revenue)} from ${plural(totals.orders, 'order', 'orders')} in ${window}. ` +
    `Best day: ${formatLongDay(best.date)}, ${formatRupees(best.revenue)} from ${plural(best.orders, 'order', 'orders')}.`
  );
}
