import {
  Banknote,
  CalendarClock,
  IndianRupee,
  type LucideIcon,
  Package,
  Percent,
  ScrollText,
  ShoppingBag,
  Store,
  TicketPercent,
  Users,
} from 'lucide-react';
import { type ReactNode, Suspense, lazy, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { LoadError, PageHeader } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { formatCalendarFull } from '@/lib/dates';
import { Trans } from '@/lib/i18n/trans';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { ORDER_STATUSES, statusName } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';

import { DASHBOARD_DAYS, type DashboardDays } from '../api/dashboard-days';
import { type DashboardStats, type DayFigures, useDashboardStats } from '../api/get-dashboard-stats';
import { ordersSummary, revenueSummary } from '../components/dashboard-summary';
import { cardClass, linkClass } from '../components/ui';
import { type AdminKey, admin } from '../i18n';

// recharts is loaded after the figures, in a chunk of its own.
const RevenueChart = lazy(() =>
  import('../components/DashboardCharts').then((module) => ({ default: module.RevenueChart })),
);
const OrdersChart = lazy(() =>
  import('../components/DashboardCharts').then((module) => ({ default: module.OrdersChart })),
);

const DEFAULT_DAYS: DashboardDays = 30;

/** The window in the address (`?days=7`), so a shared link shows the same figures. */
function useDays() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = DASHBOARD_DAYS.find((value) => value === asked) ?? DEFAULT_DAYS;
  const setDays = (next: DashboardDays) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === DEFAULT_DAYS) query.delete('days');
        else query.set('days', String(next));
        return query;
      },
      { replace: true },
    );
  return { days, setDays };
}

function DaysSwitch({ days, onChange }: { days: DashboardDays; onChange: (days: DashboardDays) => void }) {
  const t = admin.useT();
  return (
    <div
      role="group"
      aria-label={t('dashboard.period')}
      className="inline-flex self-start rounded-md border border-stone-300 bg-white p-0.5"
    >
      {DASHBOARD_DAYS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(value)}
          className={`rounded px-3 py-1.5 text-sm font-medium ${
            value === days ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
          }`}
        >
          {t('dashboard.days', { days: value })}
        </button>
      ))}
    </div>
  );
}

function Figure({
  label,
  value,
  note,
  Icon,
  to,
  highlight = false,
}: {
  label: string;
  value: string;
  note: string;
  Icon: LucideIcon;
  to?: string;
  highlight?: boolean;
}) {
  const body = (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-stone-600">{label}</span>
        <Icon className={`h-5 w-5 ${highlight ? 'text-amber-700' : 'text-brand-600'}`} aria-hidden="true" />
      </span>{' '}
      <span className="mt-2 block text-xl font-bold break-words text-stone-900 sm:text-2xl">{value}</span>{' '}
      <span className="mt-1 block text-xs text-stone-500">{note}</span>
    </>
  );
  const frame = `block h-full rounded-md border p-4 ${
    highlight ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white'
  }`;
  return to ? (
    <Link to={to} className={`${frame} hover:border-brand-400 hover:shadow-sm`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}

function Figures({ stats, days }: { stats: DashboardStats; days: DashboardDays }) {
  const t = admin.useT();
  const { totals } = stats;
  const window = t('dashboard.window', { days });
  return (
    <section aria-labelledby="admin-figures">
      <h2 id="admin-figures" className="sr-only">
        {t('dashboard.figures')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <li className="col-span-2 sm:col-span-1">
          <Figure
            label={t('dashboard.revenue')}
            value={formatRupees(totals.revenue)}
            note={window}
            Icon={IndianRupee}
          />
        </li>
        <li className="col-span-2 sm:col-span-1">
          <Figure
            label={t('dashboard.commissionEarned')}
            value={formatRupees(totals.commission)}
            note={t('dashboard.commissionNote', { days })}
            Icon={Percent}
          />
        </li>
        <li>
          <Figure
            label={t('dashboard.orders')}
            value={formatCount(totals.orders)}
            note={window}
            Icon={ShoppingBag}
            to={paths.adminOrders()}
          />
        </li>
        <li>
          <Figure
            label={t('dashboard.activeSellers')}
            value={formatCount(totals.sellers)}
            note={t('dashboard.now')}
            Icon={Store}
            to={`${paths.adminSellers()}?status=active`}
          />
        </li>
        <li>
          <Figure
            label={t('dashboard.users')}
            value={formatCount(totals.users)}
            note={t('dashboard.now')}
            Icon={Users}
            to={paths.adminUsers()}
          />
        </li>
        <li>
          <Figure
            label={t('dashboard.liveProducts')}
            value={formatCount(totals.products)}
            note={t('dashboard.liveProductsNote')}
            Icon={Package}
            to={paths.adminProducts()}
          />
        </li>
        <li className="col-span-2 sm:col-span-1">
          <Figure
            label={t('dashboard.pendingWithdrawals')}
            value={formatCount(totals.pendingWithdrawals)}
            note={totals.pendingWithdrawals > 0 ? t('dashboard.waiting') : t('dashboard.nothingWaiting')}
            Icon={Banknote}
            to={paths.adminWithdrawals()}
            highlight={totals.pendingWithdrawals > 0}
          />
        </li>
      </ul>
    </section>
  );
}

/** A chart with its title, its sentence, and its picture (hidden from screen readers, who have the table). */
function ChartCard({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{summary}</p>
      <div className="mt-4 h-64" aria-hidden="true">
        <Suspense fallback={<div className="h-full animate-pulse rounded-md bg-stone-100" />}>
          {children}
        </Suspense>
      </div>
    </section>
  );
}

/** The numbers behind the charts: always there for screen readers, and on screen when asked for. */
function ByDayTable({ byDay, days }: { byDay: DayFigures[]; days: DashboardDays }) {
  const t = admin.useT();
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-pressed={shown}
        aria-controls={tableId}
        onClick={() => setShown((value) => !value)}
        className={`${linkClass} text-sm`}
      >
        {shown ? t('dashboard.hideNumbers') : t('dashboard.showNumbers')}
      </button>
      <div
        id={tableId}
        className={shown ? 'overflow-x-auto rounded-md border border-stone-200 bg-white' : 'sr-only'}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t('dashboard.tableCaption', { days })}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-left text-stone-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('dashboard.day')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('dashboard.orders')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('dashboard.revenue')}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {t('dashboard.commission')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {byDay.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="px-4 py-1.5 text-left font-normal whitespace-nowrap">
                  <time dateTime={day.date}>{formatCalendarFull(day.date)}</time>
                </th>
                <td className="px-3 py-1.5 text-right">{formatCount(day.orders)}</td>
                <td className="px-3 py-1.5 text-right whitespace-nowrap">{formatRupees(day.revenue)}</td>
                <td className="px-4 py-1.5 text-right whitespace-nowrap">{formatRupees(day.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function OrdersByStatus({ counts }: { counts: DashboardStats['ordersByStatus'] }) {
  const t = admin.useT();
  // Every status, in the order an order moves through them (docs/orders.md, "The status machine").
  const statuses = ORDER_STATUSES;
  const most = Math.max(1, ...statuses.map((status) => counts[status]));
  return (
    <section aria-labelledby="admin-by-status" className={cardClass}>
      <h2 id="admin-by-status" className="text-lg font-semibold text-stone-900">
        {t('dashboard.byStatus')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('dashboard.byStatusNote')}</p>
      <ul className="mt-4 space-y-2">
        {statuses.map((status) => {
          const count = counts[status];
          return (
            <li key={status}>
              <Link
                to={`${paths.adminOrders()}?${new URLSearchParams({ status })}`}
                className="group block rounded-md px-2 py-1.5 hover:bg-stone-50"
              >
                <span className="flex items-baseline justify-between gap-3 text-sm">
                  <span
                    className={`group-hover:underline ${count === 0 ? 'text-stone-500' : 'text-stone-800'}`}
                  >
                    {statusName(status)}
                  </span>{' '}
                  <span className="font-semibold text-stone-900">
                    <Trans
                      id="admin.dashboard.statusCount"
                      values={{ count }}
                      components={{ 0: <span className="sr-only" /> }}
                    />
                  </span>
                </span>
                <span className="mt-1 block h-1.5 rounded-full bg-stone-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-brand-500"
                    style={{ width: `${(count / most) * 100}%` }}
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const PAGES: { to: string; label: AdminKey; note: AdminKey; Icon: LucideIcon }[] = [
  { to: paths.adminOrders(), label: 'manage.orders', note: 'manage.ordersNote', Icon: ShoppingBag },
  { to: paths.adminSellers(), label: 'manage.sellers', note: 'manage.sellersNote', Icon: Store },
  { to: paths.adminUsers(), label: 'manage.users', note: 'manage.usersNote', Icon: Users },
  { to: paths.adminProducts(), label: 'manage.products', note: 'manage.productsNote', Icon: Package },
  { to: paths.adminEvents(), label: 'manage.events', note: 'manage.eventsNote', Icon: CalendarClock },
  {
    to: paths.adminWithdrawals(),
    label: 'manage.withdrawals',
    note: 'manage.withdrawalsNote',
    Icon: Banknote,
  },
  { to: paths.adminCoupons(), label: 'manage.coupons', note: 'manage.couponsNote', Icon: TicketPercent },
  { to: paths.adminAuditLog(), label: 'manage.auditLog', note: 'manage.auditLogNote', Icon: ScrollText },
];

function ManageLinks() {
  const t = admin.useT();
  return (
    <section aria-labelledby="admin-manage" className={cardClass}>
      <h2 id="admin-manage" className="text-lg font-semibold text-stone-900">
        {t('dashboard.manage')}
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {PAGES.map(({ to, label, note, Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-stone-50">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span>
                <span className="block text-sm font-medium text-brand-800">{t(label)}</span>
                <span className="block text-xs text-stone-500">{t(note)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /admin-dashboard: Haat at a glance over 7, 30 or 90 days: the figures, revenue, commission and
 * orders by day, orders by status, and the way to every other page of the console.
 */
export function DashboardPage() {
  const t = admin.useT();
  const { days, setDays } = useDays();
  const stats = useDashboardStats(days);
  const { data } = stats;

  let body: ReactNode;
  if (!data) {
    body = stats.isError ? (
      <LoadError message={stats.error.message} onRetry={() => void stats.refetch()} />
    ) : (
      <FullPageSpinner label={t('dashboard.loading')} />
    );
  } else {
    body = (
      <div
        aria-busy={stats.isPlaceholderData}
        className={`space-y-6 ${stats.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {stats.isError && <LoadError message={stats.error.message} onRetry={() => void stats.refetch()} />}
        <Figures stats={data} days={days} />
        <div className="grid gap-6 xl:grid-cols-2">
          <ChartCard
            id="admin-revenue-chart"
            title={t('dashboard.revenueChart')}
            summary={revenueSummary(data.byDay)}
          >
            <RevenueChart byDay={data.byDay} />
          </ChartCard>
          <ChartCard
            id="admin-orders-chart"
            title={t('dashboard.ordersChart')}
            summary={ordersSummary(data.byDay)}
          >
            <OrdersChart byDay={data.byDay} />
          </ChartCard>
        </div>
        <ByDayTable byDay={data.byDay} days={days} />
        <div className="grid gap-6 lg:grid-cols-2">
          <OrdersByStatus counts={data.ordersByStatus} />
          <ManageLinks />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle', { days })}
        action={<DaysSwitch days={days} onChange={setDays} />}
      />
      {body}
    </div>
  );
}
