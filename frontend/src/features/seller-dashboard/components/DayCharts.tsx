import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import { formatCalendarLong, formatCalendarShort } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';

import type { DayFigure } from '../api/get-dashboard-stats';
import { sellerDashboard } from '../i18n';

// The dashboard's two charts. This module is the only one that imports recharts, and the
// dashboard loads it lazily, so the charting library is its own download, after the figures.
// The charts are pictures for sighted users: the same data is a table for screen readers
// (DayTable), so the charts are hidden from them and take no keyboard focus.

const BRAND = '#1a6a72'; // --color-brand-600
const BRAND_LIGHT = '#d3eeee'; // --color-brand-100
const SAFFRON = '#f4a521'; // --color-saffron-500
const GRID = '#e7e5e4'; // stone-200
const TICK = { fontSize: 12, fill: '#57534e' }; // stone-600

const HEIGHT = 240;

const axisProps = {
  dataKey: 'date',
  tickFormatter: formatCalendarShort,
  tick: TICK,
  tickLine: false,
  axisLine: { stroke: GRID },
  minTickGap: 16,
  interval: 'preserveStartEnd' as const,
};

const tooltipLabel = (label: unknown) => (typeof label === 'string' ? formatCalendarLong(label) : '');

/** Revenue per day of the window, as an area. */
export function RevenueChart({ days }: { days: readonly DayFigure[] }) {
  const t = sellerDashboard.useT();
  return (
    <div aria-hidden="true" className="w-full">
      <AreaChart
        responsive
        style={{ width: '100%', height: HEIGHT }}
        data={[...days]}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis {...axisProps} />
        <YAxis
          width="auto"
          tick={TICK}
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => formatRupees(value)}
        />
        <Tooltip
          formatter={(value) => [formatRupees(Number(value)), t('chart.revenue')]}
          labelFormatter={tooltipLabel}
        />
        <Area
          type="monotone"
          dataKey="revenue"
          name={t('chart.revenue')}
          stroke={BRAND}
          strokeWidth={2}
          fill={BRAND_LIGHT}
          fillOpacity={0.7}
          isAnimationActive={false}
        />
      </AreaChart>
    </div>
  );
}

/** Orders per day of the window, as bars. */
export function OrdersChart({ days }: { days: readonly DayFigure[] }) {
  const t = sellerDashboard.useT();
  return (
    <div aria-hidden="true" className="w-full">
      <BarChart
        responsive
        style={{ width: '100%', height: HEIGHT }}
        data={[...days]}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis {...axisProps} />
        <YAxis
          width="auto"
          tick={TICK}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          tickFormatter={(value: number) => formatCount(value)}
        />
        <Tooltip
          formatter={(value) => [formatCount(Number(value)), t('chart.orders')]}
          labelFormatter={tooltipLabel}
          cursor={{ fill: BRAND_LIGHT, opacity: 0.4 }}
        />
        <Bar
          dataKey="orders"
          name={t('chart.orders')}
          fill={SAFFRON}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}
