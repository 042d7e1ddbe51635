import {
  Banknote,
  CalendarClock,
  LayoutDashboard,
  type LucideIcon,
  Package,
  ScrollText,
  ShoppingBag,
  Store,
  TicketPercent,
  UserRound,
  Users,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

import { paths } from '@/lib/paths';

import { DashboardFrame } from './DashboardFrame';

type Item = { to: string; label: string; Icon: LucideIcon };

// The admin header (docs/product.md §4 "Admin console"): dashboard, all orders, all sellers, all
// products, account.
const HEADER: Item[] = [
  { to: paths.adminDashboard(), label: 'Dashboard', Icon: LayoutDashboard },
  { to: paths.adminOrders(), label: 'All orders', Icon: ShoppingBag },
  { to: paths.adminSellers(), label: 'All sellers', Icon: Store },
  { to: paths.adminProducts(), label: 'All products', Icon: Package },
  { to: paths.account(), label: 'Account', Icon: UserRound },
];

// The side menu: every page of the console, the ones the header has no room for included.
const SIDE: Item[] = [
  { to: paths.adminDashboard(), label: 'Dashboard', Icon: LayoutDashboard },
  { to: paths.adminOrders(), label: 'All orders', Icon: ShoppingBag },
  { to: paths.adminSellers(), label: 'All sellers', Icon: Store },
  { to: paths.adminUsers(), label: 'All users', Icon: Users },
  { to: paths.adminProducts(), label: 'All products', Icon: Package },
  { to: paths.adminEvents(), label: 'All events', Icon: CalendarClock },
  { to: paths.adminWithdrawals(), label: 'Withdraw requests', Icon: Banknote },
  { to: paths.adminCoupons(), label: 'Platform coupons', Icon: TicketPercent },
  { to: paths.adminAuditLog(), label: 'Audit log', Icon: ScrollText },
];

function HeaderNav() {
  return (
    <nav aria-label="Admin">
      <ul className="flex items-center gap-1 text-sm font-medium sm:gap-4">
        {HEADER.map(({ to, label, Icon }) => (
          <li key={label}>
            <NavLink
              to={to}
              title={label}
              className={({ isActive }) =>
                `flex items-center gap-1.5 rounded-md p-2 sm:p-0 ${
                  isActive ? 'text-brand-700' : 'text-stone-600 hover:text-brand-700'
                }`
              }
            >
              <Icon className="h-5 w-5 sm:hidden" aria-hidden="true" />
              {/* On a phone the icons stand for the words, which screen readers still hear. */}
              <span className="sr-only sm:not-sr-only">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SideNav() {
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
    <nav aria-label="Admin pages">
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
              {label}
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
