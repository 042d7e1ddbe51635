import { formatCalendarLong } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { plural } from '@/lib/numbers';

import type { DayFigure } from '../api/get-dashboard-stats';

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
    `Best day: ${formatCalendarLong(best.date)}, ${formatRupees(best.revenue)} from ${plural(best.orders, 'order', 'orders')}.`
  );
}
