import { Link } from 'react-router';

import { Drawer } from '@/components/Drawer';
import { CATEGORIES } from '@/lib/categories';
import { paths } from '@/lib/paths';
import { useSeller, useUser } from '@/lib/session';

type DrawerProps = { open: boolean; onClose: () => void };

export function MobileMenu({ open, onClose }: DrawerProps) {
  const { data: user } = useUser();
  const { data: seller } = useSeller();
  const links = [
    { to: paths.home(), label: 'Home' },
    { to: paths.products(), label: 'All products' },
    { to: paths.wishlist(), label: 'Wishlist' },
    { to: user ? paths.account() : paths.login(), label: 'My account' },
    seller
      ? { to: paths.shopDashboard(), label: 'Your shop' }
      : { to: paths.shopCreate(), label: 'Sell on Haat' },
    { to: paths.contact(), label: 'Contact us' },
  ];
  return (
    <Drawer open={open} onClose={onClose} title="Menu" side="left">
      <ul className="divide-y divide-stone-100">
        {links.map((link) => (
          <li key={link.label}>
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
  return (
    <Drawer open={open} onClose={onClose} title="Categories" side="left">
      <ul className="divide-y divide-stone-100">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={paths.products({ category })}
              onClick={onClose}
              className="block px-5 py-3 hover:bg-stone-50"
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
