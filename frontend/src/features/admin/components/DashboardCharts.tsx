import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import { formatCalendarFull, formatCalendarShort } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';

import type { DayFigures } from '../api/get-dashboard-stats';
import { admin } from '../i18n';

// The dashboard's charts. recharts is large, so this module is loaded on its own, only by the
// dashboard page (itself a lazy chunk), after the figures are on screen. The charts are pictures
// for sighted readers: the page gives their sentences and the numbers as a table beside them.

const BRAND = '#1a6a72';
const SAFFRON = '#d98a0b';
const GRID = '#e7e5e4';
const TICK = { fontSize: 12, fill: '#57534e' };

// Axis ticks only, where ₹2,50,000.00 would not fit: compact en-IN currency (₹2.5L). Every amount
// read as money (tooltips, figures, the table) goes through formatRupees.
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

const dayLabel = (label: unknown) => formatCalendarFull(String(label));

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };
const FILL = { width: '100%', height: '100%' };

/** Revenue and commission by day, as two areas. Sized by its parent. */
export function RevenueChart({ byDay }: { byDay: DayFigures[] }) {
  const t = admin.useT();
  return (
    <AreaChart responsive data={byDay} margin={MARGIN} style={FILL} accessibilityLayer={false}>
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatCalendarShort}
        interval="preserveStartEnd"
        minTickGap={12}
        tick={TICK}
      />
      <YAxis tickFormatter={(value: number) => compactRupees.format(value)} width={64} tick={TICK} />
      <Tooltip labelFormatter={dayLabel} formatter={(value, name) => [formatRupees(Number(value)), name]} />
      <Legend />
      <Area
        type="monotone"
        dataKey="revenue"
        name={t('dashboard.revenue')}
        stroke={BRAND}
        fill={BRAND}
        fillOpacity={0.15}
        strokeWidth={2}
        isAnimationActive={false}
      />
      <Area
        type="monotone"
        dataKey="commission"
        name={t('dashboard.commission')}
        stroke={SAFFRON}
        fill={SAFFRON}
        fillOpacity={0.2}
        strokeWidth={2}
        isAnimationActive={false}
      />
    </AreaChart>
  );
}

/** Orders by day, as bars. Sized by its parent. */
export function OrdersChart({ byDay }: { byDay: DayFigures[] }) {
  const t = admin.useT();
  return (
    <BarChart responsive data={byDay} margin={MARGIN} style={FILL} accessibilityLayer={false}>
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatCalendarShort}
        interval="preserveStartEnd"
        minTickGap={12}
        tick={TICK}
      />
      <YAxis allowDecimals={false} width={40} tick={TICK} />
      <Tooltip labelFormatter={dayLabel} formatter={(value, name) => [formatCount(Number(value)), name]} />
      <Bar
        dataKey="orders"
        name={t('dashboard.orders')}
        fill={BRAND}
        radius={[3, 3, 0, 0]}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
