import { Heart, House, LayoutGrid, Menu, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

import { common } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCart, useWishlistCount } from '@/lib/shopping';

import { CountBadge } from './CountBadge';

type Props = { onOpenMenu: () => void; onOpenCart: () => void; onOpenCategories: () => void };

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="flex flex-col items-center gap-0.5 text-[11px]">
      <span className="relative">{children}</span>
      {label}
    </span>
  );
}

/** Phones get the original's bottom bar (docs/product.md §4): menu, cart, home, wishlist, categories. */
export function MobileBottomBar({ onOpenMenu, onOpenCart, onOpenCategories }: Props) {
  const { count: cartCount } = useCart();
  const wishlistCount = useWishlistCount();
  const t = common.useT();
  return (
    <nav
      aria-label={t('mobileBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-stone-200 bg-white py-2 text-stone-700 sm:hidden"
    >
      <button type="button" onClick={onOpenMenu}>
        <Item label={t('shell.menu')}>
          <Menu className="h-5 w-5" aria-hidden="true" />
        </Item>
      </button>
      <button type="button" onClick={onOpenCart} aria-label={t('shell.cartCount', { count: cartCount })}>
        <Item label={t('mobileBar.cart')}>
          <ShoppingCart className="h-5 w-5" aria-hidden="true" />
          <CountBadge count={cartCount} />
        </Item>
      </button>
      <NavLink to={paths.home()}>
        <Item label={t('shell.home')}>
          <House className="h-5 w-5" aria-hidden="true" />
        </Item>
      </NavLink>
      <NavLink to={paths.wishlist()} aria-label={t('shell.wishlistCount', { count: wishlistCount })}>
        <Item label={t('shell.wishlist')}>
          <Heart className="h-5 w-5" aria-hidden="true" />
          <CountBadge count={wishlistCount} />
        </Item>
      </NavLink>
      <button type="button" onClick={onOpenCategories}>
        <Item label={t('shell.categories')}>
          <LayoutGrid className="h-5 w-5" aria-hidden="true" />
        </Item>
      </button>
    </nav>
  );
}
