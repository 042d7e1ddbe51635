import { useCallback, useState } from 'react';

import { CartDrawer } from '@/features/cart';
import { SearchPanel } from '@/features/catalog';

import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBottomBar } from './MobileBottomBar';
import { PageOutlet } from './PageOutlet';
import { CategoriesMenu, MobileMenu } from './MobileMenus';
import { TopStrip } from './TopStrip';

type Panel = 'search' | 'cart' | 'menu' | 'categories' | null;

/** The shopper's frame around every storefront page. */
export function StorefrontLayout() {
  const [panel, setPanel] = useState<Panel>(null);
  const close = useCallback(() => setPanel(null), []);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <TopStrip />
      <Header onOpenSearch={() => setPanel('search')} onOpenCart={() => setPanel('cart')} />
      <PageOutlet className="flex-1" />
      <Footer />
      <MobileBottomBar
        onOpenMenu={() => setPanel('menu')}
        onOpenCart={() => setPanel('cart')}
        onOpenCategories={() => setPanel('categories')}
      />
      <SearchPanel open={panel === 'search'} onClose={close} />
      <CartDrawer open={panel === 'cart'} onClose={close} />
      <MobileMenu open={panel === 'menu'} onClose={close} />
      <CategoriesMenu open={panel === 'categories'} onClose={close} />
    </div>
  );
}
