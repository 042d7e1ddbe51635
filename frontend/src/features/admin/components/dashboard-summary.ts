import { formatCalendarFull } from '@/lib/dates';
import { formatRupees, fromPaise, toPaise } from '@/lib/money';
import { plural } from '@/lib/numbers';

import type { DayFigures } from '../api/get-dashboard-stats';

/** The window's sums, exact to the paisa, and its best days, for the charts' summaries. */
export function summarise(byDay: readonly DayFigures[]) {
  let revenue = 0;
  let commission = 0;
  let orders = 0;
  let bestRevenue: DayFigures | null = null;
  let busiest: DayFigures | null = null;
  for (const day of byDay) {
    revenue += toPaise(day.revenue);
    commission += toPaise(day.commission);
    orders += day.orders;
    if (day.revenue > 0 && (bestRevenue === null || day.revenue > bestRevenue.revenue)) bestRevenue = day;
    if (day.orders > 0 && (busiest === null || day.orders > busiest.orders)) busiest = day;
  }
  return { revenue: fromPaise(revenue), commission: fromPaise(commission), orders, bestRevenue, busiest };
}

/** The revenue chart in one sentence, for those who cannot see it. */
export function revenueSummary(byDay: readonly DayFigures[]): string {
  const { revenue, commission, bestRevenue } = summarise(byDay);
  if (bestRevenue === null) return `No revenue over ${plural(byDay.length, 'day', 'days')}.`;
  return (
    `${formatRupees(revenue)} revenue and ${formatRupees(commission)} commission over ${plural(byDay.length, 'day', 'days')}. ` +
    `Best day: ${formatCalendarFull(bestRevenue.date)}, ${formatRupees(bestRevenue.revenue)}.`
  );
}

/** The orders chart in one sentence. */
export function ordersSummary(byDay: readonly DayFigures[]): string {
  const { orders, busiest } = summarise(byDay);
  if (busiest === null) return `No orders over ${plural(byDay.length, 'day', 'days')}.`;
  return (
    `${plural(orders, 'order', 'orders')} over ${plural(byDay.length, 'day', 'days')}. ` +
    `Busiest day: ${formatCalendarFull(busiest.date)}, ${plural(busiest.orders, 'order', 'orders')}.`
  );
}
