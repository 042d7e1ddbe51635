import { BarChart3 } from 'lucide-react';
import { Suspense, lazy, useId } from 'react';

import { formatCalendarLong } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';

import type { DashboardStats } from '../api/get-dashboard-stats';
import { summarizeDays } from './sales-summary';
import { Card } from './ui';

// The charting library loads with the charts, after the figures.
const RevenueChart = lazy(async () => ({ default: (await import('./DayCharts')).RevenueChart }));
const OrdersChart = lazy(async () => ({ default: (await import('./DayCharts')).OrdersChart }));

function ChartPlaceholder() {
  return <div className="h-60 w-full animate-pulse rounded bg-stone-100" aria-hidden="true" />;
}

/** The window's days as a table: what the charts show, for screen readers. */
function DayTable({ stats, window }: { stats: DashboardStats; window: string }) {
  return (
    <table className="sr-only">
      <caption>Orders and revenue by day, {window}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Orders</th>
          <th scope="col">Revenue</th>
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
  );
}

/**
 * Revenue and orders per day of the window, as charts with a one-line summary, and as a table for
 * screen readers. An empty window says so instead of drawing flat lines.
 */
export function SalesByDay({ stats, days }: { stats: DashboardStats; days: number }) {
  const window = `the last ${days} days`;
  const revenueId = useId();
  const ordersId = useId();
  const summaryId = useId();
  const summary = summarizeDays(stats.byDay, stats.totals, window);
  const empty = stats.byDay.every((day) => day.orders === 0 && day.revenue === 0);

  if (empty)
    return (
      <Card id={revenueId} title="Sales by day">
        <div className="flex flex-col items-center py-8 text-center">
          <BarChart3 className="h-10 w-10 text-stone-300" aria-hidden="true" />
          <p className="mt-3 font-medium text-stone-800">{summary}</p>
          <p className="mt-1 max-w-sm text-sm text-stone-600">
            Each day’s orders and revenue will be drawn here as they come in.
          </p>
        </div>
      </Card>
    );

  return (
    <div className="space-y-4">
      <p id={summaryId} className="text-sm text-stone-700">
        {summary}
      </p>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Card id={revenueId} title="Revenue by day">
          <figure aria-labelledby={revenueId} aria-describedby={summaryId}>
            <Suspense fallback={<ChartPlaceholder />}>
              <RevenueChart days={stats.byDay} />
            </Suspense>
          </figure>
        </Card>
        <Card id={ordersId} title="Orders by day">
          <figure aria-labelledby={ordersId} aria-describedby={summaryId}>
            <Suspense fallback={<ChartPlaceholder />}>
              <OrdersChart days={stats.byDay} />
            </Suspense>
          </figure>
        </Card>
      </div>
      <DayTable stats={stats} window={window} />
    </div>
  );
}
