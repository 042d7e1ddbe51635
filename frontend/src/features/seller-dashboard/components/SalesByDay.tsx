import { BarChart3 } from 'lucide-react';
import { Suspense, lazy, useId } from 'react';

import { formatCalendarLong } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';

import type { DashboardStats } from '../api/get-dashboard-stats';
import { sellerDashboard } from '../i18n';
import { summarizeDays } from './sales-summary';
import { Card } from './ui';

// The charting library loads with the charts, after the figures.
const RevenueChart = lazy(async () => ({ default: (await import('./DayCharts')).RevenueChart }));
const OrdersChart = lazy(async () => ({ default: (await import('./DayCharts')).OrdersChart }));

function ChartPlaceholder() {
  return <div className="h-60 w-full animate-pulse rounded bg-stone-100" aria-hidden="true" />;
}

/** The window's days as a table: what the charts show, for screen readers. */
function DayTable({ stats, days }: { stats: DashboardStats; days: number }) {
  const t = sellerDashboard.useT();
  return (
    // The wrapper is what is hidden: a table grows to fit its caption whatever width it is
    // given and ignores `overflow`, so an sr-only table widened a phone's page in French.
    <div className="sr-only">
      <table>
        <caption>{t('table.caption', { days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.day')}</th>
            <th scope="col">{t('table.orders')}</th>
            <th scope="col">{t('table.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.byDay.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatCalendarLong(day.date)}</th>
              <td>{formatCount(day.orders)}</td>
              <td>{formatRupees(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Revenue and orders per day of the window, as charts with a one-line summary, and as a table for
 * screen readers. An empty window says so instead of drawing flat lines.
 */
export function SalesByDay({ stats, days }: { stats: DashboardStats; days: number }) {
  const t = sellerDashboard.useT();
  const revenueId = useId();
  const ordersId = useId();
  const summaryId = useId();
  const summary = summarizeDays(stats.byDay, stats.totals, days);
  const empty = stats.byDay.every((day) => day.orders === 0 && day.revenue === 0);

  if (empty)
    return (
      <Card id={revenueId} title={t('sales.title')}>
        <div className="flex flex-col items-center py-8 text-center">
          <BarChart3 className="h-10 w-10 text-stone-300" aria-hidden="true" />
          <p className="mt-3 font-medium text-stone-800">{summary}</p>
          <p className="mt-1 max-w-sm text-sm text-stone-600">{t('sales.emptyNote')}</p>
        </div>
      </Card>
    );

  return (
    <div className="space-y-4">
      <p id={summaryId} className="text-sm text-stone-700">
        {summary}
      </p>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Card id={revenueId} title={t('sales.revenueByDay')}>
          <figure aria-labelledby={revenueId} aria-describedby={summaryId}>
            <Suspense fallback={<ChartPlaceholder />}>
              <RevenueChart days={stats.byDay} />
            </Suspense>
          </figure>
        </Card>
        <Card id={ordersId} title={t('sales.ordersByDay')}>
          <figure aria-labelledby={ordersId} aria-describedby={summaryId}>
            <Suspense fallback={<ChartPlaceholder />}>
              <OrdersChart days={stats.byDay} />
            </Suspense>
          </figure>
        </Card>
      </div>
      <DayTable stats={stats} days={days} />
    </div>
  );
}
