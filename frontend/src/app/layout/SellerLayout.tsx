import { LayoutDashboard, LogOut, MessageSquare, Package, Settings, ShoppingBag, Store } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { Avatar, useSeller } from '@/features/auth';
import { useShopLogout } from '@/features/auth/dashboard';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';

import { DashboardFrame } from './DashboardFrame';

const iconLinkClass = 'text-stone-600 hover:text-brand-700';

// The seller header (SPEC.md §2): dashboard, orders, products, messages, shop profile; then shop
// settings (until the dashboard's side menu arrives, the only way there), the shop's name and a
// way to sign out. The guard shows this layout only to a signed-in seller.
export function SellerLayout() {
  const { data: seller } = useSeller();
  const navigate = useNavigate();
  const logout = useShopLogout({
    leave: (message) => {
      toast.success(message);
      return navigate(paths.shopLogin(), { replace: true });
    },
  });
  const links = [
    { to: paths.shopDashboard(), label: 'Dashboard', Icon: LayoutDashboard },
    { to: paths.shopOrders(), label: 'Orders', Icon: ShoppingBag },
    { to: paths.shopProducts(), label: 'Products', Icon: Package },
    { to: paths.shopMessages(), label: 'Messages', Icon: MessageSquare },
    { to: seller ? paths.shopProfile(seller._id) : paths.shopSettings(), label: 'Shop profile', Icon: Store },
    { to: paths.shopSettings(), label: 'Shop settings', Icon: Settings },
  ];

  const onLogout = () =>
    logout.mutate(undefined, {
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Could not sign you out.'),
    });

  return (
    <DashboardFrame
      nav={
        <div className="flex items-center gap-5">
          <nav aria-label="Shop dashboard">
            <ul className="flex items-center gap-5">
              {links.map(({ to, label, Icon }) => (
                <li key={label}>
                  <NavLink to={to} end aria-label={label} title={label} className={iconLinkClass}>
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {seller && (
            <div className="flex items-center gap-2 border-l border-stone-200 pl-5">
              <Avatar name={seller.shopName} src={seller.avatar} size="sm" />
              <span className="hidden max-w-40 truncate text-sm font-medium text-stone-800 md:inline">
                {seller.shopName}
              </span>
              <button
                type="button"
                onClick={onLogout}
                disabled={logout.isPending}
                aria-label="Log out of your shop"
                title="Log out"
                className={`${iconLinkClass} ml-1 disabled:opacity-50`}
              >
                <LogOut className="h-5 w-5" aria-hidden="true" />
              </button>
            </div>
          )}
        </div>
      }
    />
  );
}
