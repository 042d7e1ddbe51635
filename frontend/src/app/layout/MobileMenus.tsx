import { Link } from 'react-router';

import { Drawer } from '@/components/Drawer';
import { CATEGORIES, categoryName } from '@/lib/categories';
import { common } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { ADMIN_ROLE, useSeller, useUser } from '@/lib/session';

type DrawerProps = { open: boolean; onClose: () => void };

export function MobileMenu({ open, onClose }: DrawerProps) {
  const t = common.useT();
  const { data: user } = useUser();
  const { data: seller } = useSeller();
  const links = [
    { to: paths.home(), label: t('shell.home') },
    { to: paths.products(), label: t('mobileMenu.allProducts') },
    { to: paths.wishlist(), label: t('shell.wishlist') },
    { to: user ? paths.account() : paths.login(), label: t('mobileMenu.myAccount') },
    ...(user?.role === ADMIN_ROLE ? [{ to: paths.adminDashboard(), label: t('shell.adminConsole') }] : []),
    seller
      ? { to: paths.shopDashboard(), label: t('shell.yourShop') }
      : { to: paths.shopCreate(), label: t('shell.sellOnHaat') },
    { to: paths.contact(), label: t('mobileMenu.contact') },
  ];
  return (
    <Drawer open={open} onClose={onClose} title={t('shell.menu')} side="left">
      <ul className="divide-y divide-stone-100">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onClose} className="block px-5 py-3 hover:bg-stone-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}

export function CategoriesMenu({ open, onClose }: DrawerProps) {
  const t = common.useT();
  return (
    <Drawer open={open} onClose={onClose} title={t('shell.categories')} side="left">
      <ul className="divide-y divide-stone-100">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={paths.products({ category })}
              onClick={onClose}
              className="block px-5 py-3 hover:bg-stone-50"
            >
              {categoryName(category)}
            </Link>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
