import { Heart, Search, ShoppingCart, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';

import { Avatar } from '@/components/Avatar';
import { Logo } from '@/components/Logo';
import { NotificationBell } from '@/features/notifications';
import { MENU_TERMS, categoryName } from '@/lib/categories';
import { common } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSeller, useUser } from '@/lib/session';
import { useCart, useWishlistCount } from '@/lib/shopping';

import { CountBadge } from './CountBadge';

type HeaderProps = { onOpenSearch: () => void; onOpenCart: () => void };

/**
 * The shopper header: logo, search, the signed-in shopper's notifications, account, wishlist and
 * cart, then the category menus.
 */
export function Header({ onOpenSearch, onOpenCart }: HeaderProps) {
  const t = common.useT();
  const { count: cartCount } = useCart();
  const wishlistCount = useWishlistCount();
  const { data: user } = useUser();
  const { data: seller } = useSeller();

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Logo />
        <button
          type="button"
          onClick={onOpenSearch}
          className="mx-auto hidden w-full max-w-lg items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-left text-stone-500 hover:border-brand-400 md:flex"
        >
          <Search className="h-4 w-4" aria-hidden="true" />
          <span>{t('header.searchPrompt')}</span>
        </button>
        <nav aria-label={t('header.yourAccount')} className="ml-auto flex items-center gap-5 md:ml-0">
          <button type="button" onClick={onOpenSearch} className="md:hidden" aria-label={t('header.search')}>
            <Search className="h-6 w-6 text-stone-700" aria-hidden="true" />
          </button>
          {user && <NotificationBell who="user" />}
          <NavLink
            to={user ? paths.account() : paths.login()}
            aria-label={t('header.account')}
            title={user ? t('header.signedInAs', { name: user.name }) : t('header.signIn')}
            className="hidden sm:block"
          >
            {user ? (
              <Avatar name={user.name} src={user.avatar} size="sm" />
            ) : (
              <UserRound className="h-6 w-6 text-stone-700" aria-hidden="true" />
            )}
          </NavLink>
          <NavLink
            to={paths.wishlist()}
            aria-label={t('shell.wishlistCount', { count: wishlistCount })}
            className="relative hidden sm:block"
          >
            <Heart className="h-6 w-6 text-stone-700" aria-hidden="true" />
            <CountBadge count={wishlistCount} />
          </NavLink>
          <button
            type="button"
            onClick={onOpenCart}
            aria-label={t('shell.cartCount', { count: cartCount })}
            className="relative hidden sm:block"
          >
            <ShoppingCart className="h-6 w-6 text-stone-700" aria-hidden="true" />
            <CountBadge count={cartCount} />
          </button>
        </nav>
      </div>
      <nav aria-label={t('shell.categories')} className="hidden border-t border-stone-100 md:block">
        <ul className="mx-auto flex max-w-7xl gap-7 overflow-x-auto px-4 py-2 text-sm font-medium text-stone-700">
          {MENU_TERMS.map((term) => (
            <li key={term}>
              <NavLink
                to={paths.products({ searchKeyword: term.toLowerCase() })}
                className="whitespace-nowrap hover:text-brand-700"
              >
                {categoryName(term)}
              </NavLink>
            </li>
          ))}
          <li className="ml-auto">
            {seller ? (
              <NavLink
                to={paths.shopDashboard()}
                className="whitespace-nowrap text-brand-700 hover:text-brand-900"
              >
                {t('shell.yourShop')}
              </NavLink>
            ) : (
              <NavLink
                to={paths.shopCreate()}
                className="whitespace-nowrap text-brand-700 hover:text-brand-900"
              >
                {t('shell.sellOnHaat')}
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
