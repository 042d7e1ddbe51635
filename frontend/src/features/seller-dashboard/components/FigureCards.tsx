import { CalendarClock, Clock, Hourglass, IndianRupee, Package, ShoppingBag, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';

import type { DashboardStats } from '../api/get-dashboard-stats';
import { sellerDashboard } from '../i18n';
import { cardLinkClass } from './ui';

function Figure({
  icon,
  label,
  value,
  note,
  link,
  className = '',
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note?: string;
  link?: { to: string; label: string };
  className?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col rounded-md border border-stone-200 bg-white p-4 ${className}`}>
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-lg font-bold break-words text-stone-900 tabular-nums sm:text-2xl">{value}</dd>
      {note && <dd className="mt-1 text-xs text-stone-500">{note}</dd>}
      {link && (
        <dd className="mt-auto pt-2">
          <Link to={link.to} className={cardLinkClass}>
            {link.label}
          </Link>
        </dd>
      )}
    </div>
  );
}

/**
 * The dashboard's headline figures: money first (a row of its own, named as the money page names
 * it), then the window's orders and revenue, then the catalogue.
 */
export function FigureCards({ stats, days }: { stats: DashboardStats; days: number }) {
  const t = sellerDashboard.useT();
  return (
    <section aria-label={t('figures.label')} className="space-y-3 sm:space-y-4">
      {/* On a phone the balance takes the whole row and the two amounts not yet withdrawable share
          the next one. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Figure
          icon={<Wallet className="h-4 w-4" aria-hidden="true" />}
          label={t('figures.available')}
          value={formatRupees(stats.balance.available)}
          link={{ to: paths.shopWithdraw(), label: t('figures.withdraw') }}
          className="col-span-2 sm:col-span-1"
        />
        <Figure
          icon={<Hourglass className="h-4 w-4" aria-hidden="true" />}
          label={t('figures.pending')}
          value={formatRupees(stats.balance.pending)}
          note={t('figures.pendingNote')}
        />
        <Figure
          icon={<Clock className="h-4 w-4" aria-hidden="true" />}
          label={t('figures.held')}
          value={formatRupees(stats.balance.held)}
          note={t('figures.heldNote')}
        />
      </dl>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Figure
          icon={<ShoppingBag className="h-4 w-4" aria-hidden="true" />}
          label={t('figures.orders')}
          value={formatCount(stats.totals.orders)}
          note={t('figures.inWindow', { days })}
        />
        <Figure
          icon={<IndianRupee className="h-4 w-4" aria-hidden="true" />}
          label={t('figures.revenue')}
          value={formatRupees(stats.totals.revenue)}
          note={t('figures.revenueNote', { days })}
        />
        <Figure
          icon={<Package className="h-4 w-4" aria-hidden="true" />}
          label={t('figures.products')}
          value={formatCount(stats.productCount)}
          link={{ to: paths.shopProducts(), label: t('figures.allProducts') }}
        />
        <Figure
          icon={<CalendarClock className="h-4 w-4" aria-hidden="true" />}
          label={t('figures.events')}
          value={formatCount(stats.eventCount)}
          link={{ to: paths.shopEvents(), label: t('figures.allEvents') }}
        />
      </dl>
    </section>
  );
}
