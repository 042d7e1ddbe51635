import { formatCalendarLong } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

import type { DayFigure } from '../api/get-dashboard-stats';
import { sellerDashboard } from '../i18n';

/**
 * The window's figures in one or two sentences, for everyone (and for screen readers in place of
 * the charts): the total, and the best day. `windowDays` is the window's length in days.
 */
export function summarizeDays(
  days: readonly DayFigure[],
  totals: { orders: number; revenue: number },
  windowDays: number,
) {
  const t = sellerDashboard.t;
  if (days.every((entry) => entry.orders === 0 && entry.revenue === 0))
    return t('summary.empty', { days: windowDays });
  const best = days.reduce((top, entry) =>
    entry.revenue > top.revenue || (entry.revenue === top.revenue && entry.orders > top.orders) ? entry : top,
  );
  return [
    t('summary.totals', { revenue: formatRupees(totals.revenue), count: totals.orders, days: windowDays }),
    t('summary.best', {
      date: formatCalendarLong(best.date),
      revenue: formatRupees(best.revenue),
      count: best.orders,
    }),
  ].join(' ');
}
