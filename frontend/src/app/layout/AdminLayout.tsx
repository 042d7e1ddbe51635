import {
  Banknote,
  CalendarClock,
  Flag,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareWarning,
  MessagesSquare,
  Package,
  Percent,
  Receipt,
  ScrollText,
  ShieldCheck,
  ShoppingBag,
  Store,
  TicketPercent,
  UserRound,
  Users,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

import { type CommonKey, common } from '@/lib/i18n';
import { paths } from '@/lib/paths';

import { DashboardFrame } from './DashboardFrame';

/** A menu entry; `label` is its key in the shared catalogue. */
type Item = { to: string; label: CommonKey; Icon: LucideIcon };

// The admin header (docs/product.md §4 "Admin console"): dashboard, all orders, all sellers, all
// products, account.
const HEADER: Item[] = [
  { to: paths.adminDashboard(), label: 'admin.dashboard', Icon: LayoutDashboard },
  { to: paths.adminOrders(), label: 'admin.orders', Icon: ShoppingBag },
  { to: paths.adminSellers(), label: 'admin.sellers', Icon: Store },
  { to: paths.adminProducts(), label: 'admin.products', Icon: Package },
  { to: paths.account(), label: 'admin.account', Icon: UserRound },
];

// The side menu: every page of the console, the ones the header has no room for included; the
// shops waiting for review beside all sellers, the commission rates beside the tax reports.
const SIDE: Item[] = [
  { to: paths.adminDashboard(), label: 'admin.dashboard', Icon: LayoutDashboard },
  { to: paths.adminOrders(), label: 'admin.orders', Icon: ShoppingBag },
  { to: paths.adminSellers(), label: 'admin.sellers', Icon: Store },
  { to: paths.adminSellerReviews(), label: 'admin.sellerReviews', Icon: ShieldCheck },
  { to: paths.adminUsers(), label: 'admin.users', Icon: Users },
  { to: paths.adminProducts(), label: 'admin.products', Icon: Package },
  { to: paths.adminProductReviews(), label: 'admin.productReviews', Icon: Flag },
  { to: paths.adminEvents(), label: 'admin.events', Icon: CalendarClock },
  { to: paths.adminWithdrawals(), label: 'admin.withdrawals', Icon: Banknote },
  { to: paths.adminTaxReports(), label: 'admin.taxReports', Icon: Receipt },
  { to: paths.adminCommission(), label: 'admin.commission', Icon: Percent },
  { to: paths.adminGrievances(), label: 'admin.grievances', Icon: MessageSquareWarning },
  { to: paths.adminConversations(), label: 'admin.conversations', Icon: MessagesSquare },
  { to: paths.adminCoupons(), label: 'admin.coupons', Icon: TicketPercent },
  { to: paths.adminAuditLog(), label: 'admin.auditLog', Icon: ScrollText },
];

function HeaderNav() {
  const t = common.useT();
  return (
    <nav aria-label={t('admin.nav')}>
      <ul className="flex items-center gap-1 text-sm font-medium sm:gap-4">
        {HEADER.map(({ to, label, Icon }) => (
          <li key={label}>
            <NavLink
              to={to}
              title={t(label)}
              className={({ isActive }) =>
                `flex items-center gap-1.5 rounded-md p-2 sm:p-0 ${
                  isActive ? 'text-brand-700' : 'text-stone-600 hover:text-brand-700'
                }`
              }
            >
              <Icon className="h-5 w-5 sm:hidden" aria-hidden="true" />
              {/* On a phone the icons stand for the words, which screen readers still hear. */}
              <span className="sr-only sm:not-sr-only">{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SideNav() {
  const t = common.useT();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a phone the strip scrolls sideways: bring the current page's item into view.
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft += current.getBoundingClientRect().left - strip.getBoundingClientRect().left - 16;
  }, [pathname]);

  return (
    <nav aria-label={t('admin.pages')}>
      {/* A strip that scrolls sideways on a phone; a column beside the page on a wide screen. */}
      <ul
        ref={list}
        className="flex gap-1 overflow-x-auto px-4 py-2 text-sm font-medium md:flex-col md:overflow-visible md:px-0 md:py-0"
      >
        {SIDE.map(({ to, label, Icon }) => (
          <li key={label} className="shrink-0">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `flex items-center gap-2 rounded-md px-3 py-2 whitespace-nowrap ${
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-stone-700 hover:bg-stone-100 hover:text-brand-800'
                }`
              }
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The Admin's console: the header of docs/product.md §4, and a side menu reaching every admin page.
 */
export function AdminLayout() {
  return <DashboardFrame nav={<HeaderNav />} side={<SideNav />} />;
}
