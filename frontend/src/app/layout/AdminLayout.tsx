import { NavLink } from 'react-router';

import { paths } from '@/lib/paths';

import { DashboardFrame } from './DashboardFrame';

// The admin header (SPEC.md §2): dashboard, all orders, all sellers, all products, account.
const LINKS = [
  { to: paths.adminDashboard(), label: 'Dashboard' },
  { to: paths.adminOrders(), label: 'All orders' },
  { to: paths.adminSellers(), label: 'All sellers' },
  { to: paths.adminProducts(), label: 'All products' },
  { to: paths.account(), label: 'Account' },
];

export function AdminLayout() {
  return (
    <DashboardFrame
      nav={
        <nav aria-label="Admin">
          <ul className="flex flex-wrap items-center gap-4 text-sm font-medium">
            {LINKS.map(({ to, label }) => (
              <li key={label}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    isActive ? 'text-brand-700' : 'text-stone-600 hover:text-brand-700'
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
