import {
  CalendarDays,
  CalendarPlus,
  FileUp,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  Package,
  PackagePlus,
  Settings,
  ShoppingBag,
  Store,
  TicketPercent,
  Undo2,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { Avatar } from '@/components/Avatar';
import { useSignOut } from '@/features/auth/dashboard';
import { NotificationBell } from '@/features/notifications';
import { ApiError } from '@/lib/api';
import { type CommonKey, common } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import { DashboardFrame } from './DashboardFrame';

const iconBoxClass = 'inline-flex items-center justify-center rounded-md p-1.5';
const iconLinkClass = `${iconBoxClass} text-stone-600 hover:bg-stone-100 hover:text-brand-700`;
const activeIconLinkClass = `${iconBoxClass} bg-brand-50 text-brand-700`;

/**
 * Every seller page, in the order a seller works through them, each named by its key in the shared
 * catalogue. `end`: active on that exact path only.
 */
const MENU: { to: string; label: CommonKey; Icon: LucideIcon; end?: boolean }[] = [
  { to: paths.shopDashboard(), label: 'seller.menu.dashboard', Icon: LayoutDashboard, end: true },
  { to: paths.shopOrders(), label: 'seller.menu.orders', Icon: ShoppingBag },
  { to: paths.shopProducts(), label: 'seller.menu.products', Icon: Package },
  { to: paths.shopCreateProduct(), label: 'seller.menu.createProduct', Icon: PackagePlus },
  { to: paths.shopImportProducts(), label: 'seller.menu.bulkUpload', Icon: FileUp },
  { to: paths.shopEvents(), label: 'seller.menu.events', Icon: CalendarDays },
  { to: paths.shopCreateEvent(), label: 'seller.menu.createEvent', Icon: CalendarPlus },
  { to: paths.shopWithdraw(), label: 'seller.menu.withdraw', Icon: Wallet },
  { to: paths.shopCoupons(), label: 'seller.menu.coupons', Icon: TicketPercent },
  { to: paths.shopRefunds(), label: 'seller.menu.refunds', Icon: Undo2 },
  { to: paths.shopSettings(), label: 'seller.menu.settings', Icon: Settings },
];

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap md:gap-3 ${
    isActive
      ? 'bg-brand-50 font-semibold text-brand-800 md:bg-white md:shadow-xs md:ring-1 md:ring-brand-200'
      : 'font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

/**
 * The side menu: every seller page, the current one highlighted. A column beside the page on
 * wide screens; on phones a row above it that scrolls sideways, keeping the current page in view.
 */
function SideMenu() {
  const t = common.useT();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const element = list.current;
    // Only the phone's row scrolls sideways; the column never needs to move the page.
    if (!element || element.scrollWidth <= element.clientWidth) return;
    element
      .querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <nav aria-label={t('seller.menu')}>
      <ul
        ref={list}
        className="flex gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:thin] md:flex-col md:overflow-visible md:px-0 md:py-0"
      >
        {MENU.map(({ to, label, Icon, end }) => (
          <li key={to} className="shrink-0">
            <NavLink to={to} end={end} className={menuLinkClass}>
              <Icon className="h-4 w-4 shrink-0 md:h-5 md:w-5" aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The seller header (docs/product.md §4 "Seller dashboard"): dashboard, orders, products,
// messages (the shop's inbox), shop profile; then the shop's notifications, the shop's name and a
// way to sign out. The side menu reaches
// every other page. The guard shows this layout only to a signed-in seller.
export function SellerLayout() {
  const t = common.useT();
  const { data: seller } = useSeller();
  const navigate = useNavigate();
  const logout = useSignOut('seller', {
    leave: (message) => {
      toast.success(message);
      return navigate(paths.shopLogin(), { replace: true });
    },
  });
  const links = [
    { to: paths.shopDashboard(), label: t('seller.header.dashboard'), Icon: LayoutDashboard },
    { to: paths.shopOrders(), label: t('seller.header.orders'), Icon: ShoppingBag },
    { to: paths.shopProducts(), label: t('seller.header.products'), Icon: Package },
    { to: paths.shopMessages(), label: t('seller.header.messages'), Icon: MessageSquare },
    {
      to: seller ? paths.shopProfile(seller._id) : paths.shopSettings(),
      label: t('seller.header.profile'),
      Icon: Store,
    },
  ];

  const onLogout = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : common.t('seller.signOutFailed')),
    });

  return (
    <DashboardFrame
      side={<SideMenu />}
      nav={
        <div className="flex items-center gap-3 sm:gap-5">
          <nav aria-label={t('seller.header')}>
            <ul className="flex items-center gap-1 sm:gap-3">
              {links.map(({ to, label, Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    aria-label={label}
                    title={label}
                    className={({ isActive }) => (isActive ? activeIconLinkClass : iconLinkClass)}
                  >
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {seller && <NotificationBell who="seller" />}
          {seller && (
            <div className="flex items-center gap-2 border-l border-stone-200 pl-3 sm:pl-5">
              <Avatar name={seller.shopName} src={seller.avatar} size="sm" />
              <span className="hidden max-w-40 truncate text-sm font-medium text-stone-800 md:inline">
                {seller.shopName}
              </span>
              <button
                type="button"
                onClick={onLogout}
                disabled={logout.isPending}
                aria-label={t('seller.signOutLabel')}
                title={t('seller.signOut')}
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
