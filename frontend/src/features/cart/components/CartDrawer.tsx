import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';

import { Drawer } from '@/components/Drawer';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { amountForFreeShipping } from '@/lib/shipping';

import { useCart } from '../use-cart';

const UNAVAILABLE_PANELS = ['Gift wrap', 'Special instructions', 'Coupon'] as const;

export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { items, subtotal } = useCart();
  const remaining = amountForFreeShipping(subtotal);

  return (
    <Drawer open={open} onClose={onClose} title="Shopping cart">
      <div className="flex flex-1 flex-col">
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-stone-600">
            <ShoppingBag className="h-12 w-12 text-stone-300" aria-hidden="true" />
            <p>Your cart is empty.</p>
          </div>
        ) : (
          <ul className="divide-y divide-stone-100 px-5">
            {items.map((item) => (
              <li key={item._id} className="flex justify-between gap-4 py-3">
                <span className="line-clamp-2 text-sm">{item.name}</span>
                <span className="shrink-0 text-sm text-stone-700">
                  {item.qty} × {formatRupees(item.sellingPrice)}
                </span>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-auto space-y-4 border-t border-stone-200 px-5 py-4">
          <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {remaining > 0
              ? `Add ${formatRupees(remaining)} more for free shipping.`
              : 'Your order ships free.'}
          </p>
          <ul className="grid grid-cols-3 gap-2 text-center text-xs text-stone-500">
            {UNAVAILABLE_PANELS.map((panel) => (
              <li key={panel} className="rounded border border-dashed border-stone-300 px-2 py-2">
                <span className="block font-medium text-stone-700">{panel}</span>
                Currently not available
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between text-base font-semibold">
            <span>Total</span>
            <span>{formatRupees(subtotal)}</span>
          </div>
          <Link
            to={paths.checkout()}
            onClick={onClose}
            className="block rounded-md bg-brand-700 py-3 text-center font-semibold tracking-wide text-white hover:bg-brand-800"
          >
            PROCESS TO CHECKOUT
          </Link>
          <Link
            to="/cart"
            onClick={onClose}
            className="block rounded-md border border-stone-300 py-3 text-center font-semibold tracking-wide hover:bg-stone-50"
          >
            VIEW CART
          </Link>
        </div>
      </div>
    </Drawer>
  );
}
