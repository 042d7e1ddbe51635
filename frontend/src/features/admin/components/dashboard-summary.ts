import { formatCalendarFull } from '@/lib/dates';
import { formatRupees, fromPaise, toPaise } from '@/lib/money';

import type { DayFigures } from '../api/get-dashboard-stats';
import { admin } from '../i18n';

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

/** The revenue chart in one sentence, for those who cannot see it, in the page's language. */
export function revenueSummary(byDay: readonly DayFigures[]): string {
  const { revenue, commission, bestRevenue } = summarise(byDay);
  const days = byDay.length;
  if (bestRevenue === null) return admin.t('summary.noRevenue', { days });
  return admin.t('summary.revenue', {
    revenue: formatRupees(revenue),
    commission: formatRupees(commission),
    days,
    date: formatCalendarFull(bestRevenue.date),
    amount: formatRupees(bestRevenue.revenue),
  });
}

/** The orders chart in one sentence. */
export function ordersSummary(byDay: readonly DayFigures[]): string {
  const { orders, busiest } = summarise(byDay);
  const days = byDay.length;
  if (busiest === null) return admin.t('summary.noOrders', { days });
  return admin.t('summary.orders', {
    orders,
    days,
    date: formatCalendarFull(busiest.date),
    busiest: busiest.orders,
  });
}
