import { Suspense, lazy, useCallback, useState } from 'react';

import { CartDrawer } from '@/features/cart';
import { SearchPanel } from '@/features/catalog';
import { common } from '@/lib/i18n';

import { Header } from './Header';
import { MobileBottomBar } from './MobileBottomBar';
import { PageOutlet } from './PageOutlet';
import { TopStrip } from './TopStrip';

// The footer is below the fold on every page: it arrives after the first paint, as a chunk of its
// own, so the storefront's first load does not carry it (the prerendered pages have it drawn in).
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }));
const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenus')).MobileMenu }));
const CategoriesMenu = lazy(async () => ({ default: (await import('./MobileMenus')).CategoriesMenu }));

type Panel = 'search' | 'cart' | 'menu' | 'categories' | null;

/**
 * True from the first time `open` is true. The panels (search, cart, the phone's menus) are
 * chunks of their own, fetched when first opened; after that they stay mounted, closed, so the
 * typed search survives.
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The shopper's frame around every storefront page. */
export function StorefrontLayout() {
  const t = common.useT();
  const [panel, setPanel] = useState<Panel>(null);
  const close = useCallback(() => setPanel(null), []);
  const searchOpened = useOpenedOnce(panel === 'search');
  const cartOpened = useOpenedOnce(panel === 'cart');
  const menuOpened = useOpenedOnce(panel === 'menu');
  const categoriesOpened = useOpenedOnce(panel === 'categories');

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3"
      >
        {t('shell.skipToContent')}
      </a>
      <TopStrip />
      <Header onOpenSearch={() => setPanel('search')} onOpenCart={() => setPanel('cart')} />
      <PageOutlet className="flex-1" />
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <MobileBottomBar
        onOpenMenu={() => setPanel('menu')}
        onOpenCart={() => setPanel('cart')}
        onOpenCategories={() => setPanel('categories')}
      />
      <Suspense fallback={null}>
        {searchOpened && <SearchPanel open={panel === 'search'} onClose={close} />}
      </Suspense>
      <Suspense fallback={null}>
        {cartOpened && <CartDrawer open={panel === 'cart'} onClose={close} />}
      </Suspense>
      <Suspense fallback={null}>
        {menuOpened && <MobileMenu open={panel === 'menu'} onClose={close} />}
      </Suspense>
      <Suspense fallback={null}>
        {categoriesOpened && <CategoriesMenu open={panel === 'categories'} onClose={close} />}
      </Suspense>
    </div>
  );
}
