import { Heart, Search, ShoppingCart, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';

import { Avatar } from '@/components/Avatar';
import { Logo } from '@/components/Logo';
import { MENU_TERMS } from '@/lib/categories';
import { paths } from '@/lib/paths';
import { useSeller, useUser } from '@/lib/session';
import { useCart, useWishlistCount } from '@/lib/shopping';

import { CountBadge } from './CountBadge';

type HeaderProps = { onOpenSearch: () => void; onOpenCart: () => void };

/** The shopper header: logo, search, account, wishlist and cart, then the category menus. */
export function Header({ onOpenSearch, onOpenCart }: HeaderProps) {
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
          <span>Search for products, brands and more</span>
        </button>
        <nav aria-label="Your account" className="ml-auto flex items-center gap-5 md:ml-0">
          <button type="button" onClick={onOpenSearch} className="md:hidden" aria-label="Search">
            <Search className="h-6 w-6 text-stone-700" aria-hidden="true" />
          </button>
          <NavLink
            to={user ? paths.account() : paths.login()}
            aria-label="Account"
            title={user ? `Signed in as ${user.name}` : 'Sign in'}
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
            aria-label={`Wishlist, ${wishlistCount} items`}
            className="relative hidden sm:block"
          >
            <Heart className="h-6 w-6 text-stone-700" aria-hidden="true" />
            <CountBadge count={wishlistCount} />
          </NavLink>
          <button
            type="button"
            onClick={onOpenCart}
            aria-label={`Cart, ${cartCount} items`}
            className="relative hidden sm:block"
          >
            <ShoppingCart className="h-6 w-6 text-stone-700" aria-hidden="true" />
            <CountBadge count={cartCount} />
          </button>
        </nav>
      </div>
      <nav aria-label="Categories" className="hidden border-t border-stone-100 md:block">
        <ul className="mx-auto flex max-w-7xl gap-7 overflow-x-auto px-4 py-2 text-sm font-medium text-stone-700">
          {MENU_TERMS.map((term) => (
            <li key={term}>
              <NavLink
                to={paths.products({ searchKeyword: term.toLowerCase() })}
                className="whitespace-nowrap hover:text-brand-700"
              >
                {term}
              </NavLink>
            </li>
          ))}
          <li className="ml-auto">
            {seller ? (
              <NavLink
                to={paths.shopDashboard()}
                className="whitespace-nowrap text-brand-700 hover:text-brand-900"
              >
                Your shop
              </NavLink>
            ) : (
              <NavLink
                to={paths.shopCreate()}
                className="whitespace-nowrap text-brand-700 hover:text-brand-900"
              >
                Sell on Haat
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
