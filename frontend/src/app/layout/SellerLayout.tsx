import { LayoutDashboard, MessageSquare, Package, ShoppingBag, Store } from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';

import { Logo } from '@/components/Logo';
import { FullPageSpinner } from '@/components/Spinner';
import { paths } from '@/lib/paths';

// The seller header (SPEC.md §2): dashboard, orders, products, messages, shop profile.
// The shop profile link needs the signed-in seller's id, which arrives with sign-in.
const LINKS = [
  { to: paths.shopDashboard(), label: 'Dashboard', Icon: LayoutDashboard },
  { to: paths.shopOrders(), label: 'Orders', Icon: ShoppingBag },
  { to: paths.shopProducts(), label: 'Products', Icon: Package },
  { to: paths.shopMessages(), label: 'Messages', Icon: MessageSquare },
  { to: paths.shopSettings(), label: 'Shop profile', Icon: Store },
];

export function SellerLayout() {
  return (
    <div className="min-h-screen bg-stone-50">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
          <Logo />
          <nav aria-label="Shop dashboard">
            <ul className="flex items-center gap-5">
              {LINKS.map(({ to, label, Icon }) => (
                <li key={label}>
                  <NavLink
                    to={to}
                    aria-label={label}
                    title={label}
                    className="text-stone-600 hover:text-brand-700"
                  >
                    <Icon className="h-6 w-6" aria-hidden="true" />
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
