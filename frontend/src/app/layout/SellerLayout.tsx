import { LayoutDashboard, MessageSquare, Package, ShoppingBag, Store } from 'lucide-react';
import { NavLink } from 'react-router';

import { paths } from '@/lib/paths';

import { DashboardFrame } from './DashboardFrame';

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
    <DashboardFrame
      nav={
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
      }
    />
  );
}
