import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';

import { Logo } from '@/components/Logo';
import { FullPageSpinner } from '@/components/Spinner';
import { paths } from '@/lib/paths';

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
    <div className="min-h-screen bg-stone-50">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
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
        </div>
      </header>
      <main id="main">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
