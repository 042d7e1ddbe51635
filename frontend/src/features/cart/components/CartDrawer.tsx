import { ImageOff, Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

import { Drawer } from '@/components/Drawer';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { amountForFreeShipping } from '@/lib/shipping';
import { type CartItem, cartLineKey, lineTotal, useCart, useCartLineActions } from '@/lib/shopping';

import { cart } from '../i18n';

// The original's placeholders stay honest about being unavailable (docs/product.md §3).
const UNAVAILABLE_PANELS = [
  'drawer.panel.giftWrap',
  'drawer.panel.instructions',
  'drawer.panel.coupon',
] as const;

/** The header's cart (docs/product.md §4, the cart drawer): the lines, the subtotal and the way to checkout. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = cart.useT();
  const { items, count, subtotal } = useCart();
  const remaining = amountForFreeShipping(subtotal);

  return (
    <Drawer open={open} onClose={onClose} title={t('drawer.title')}>
      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-stone-600">
          <ShoppingBag className="h-12 w-12 text-stone-300" aria-hidden="true" />
          <p>{t('drawer.empty')}</p>
          <Link
            to={paths.products()}
            onClick={onClose}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('drawer.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="flex flex-1 flex-col">
          <p className="px-5 pt-3 text-sm text-stone-600">{t('drawer.count', { count })}</p>
          <ul className="divide-y divide-stone-100 px-5" aria-label={t('drawer.items')}>
            {items.map((item) => (
              <CartLine key={cartLineKey(item)} item={item} onNavigate={onClose} />
            ))}
          </ul>

          <div className="mt-auto space-y-4 border-t border-stone-200 px-5 py-4">
            <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800" aria-live="polite">
              {remaining > 0
                ? t('drawer.freeShippingGap', { amount: formatRupees(remaining) })
                : t('drawer.shipsFree')}
            </p>
            <ul className="grid grid-cols-3 gap-2 text-center text-xs text-stone-500">
              {UNAVAILABLE_PANELS.map((panel) => (
                <li key={panel} className="rounded border border-dashed border-stone-300 px-2 py-2">
                  <span className="block font-medium text-stone-700">{t(panel)}</span>
                  {t('drawer.panel.unavailable')}
                </li>
              ))}
            </ul>
            <div className="flex items-center justify-between text-base font-semibold">
              <span>{t('drawer.subtotal')}</span>
              <span aria-live="polite">{formatRupees(subtotal)}</span>
            </div>
            <p className="-mt-3 text-xs text-stone-500">{t('drawer.shippingNote')}</p>
            <Link
              to={paths.checkout()}
              onClick={onClose}
              className="block rounded-md bg-brand-700 py-3 text-center font-semibold tracking-wide text-white hover:bg-brand-800"
            >
              {t('drawer.checkout')}
            </Link>
            <Link
              to={paths.cart()}
              onClick={onClose}
              className="block rounded-md border border-stone-300 py-3 text-center font-semibold tracking-wide hover:bg-stone-50"
            >
              {t('drawer.viewCart')}
            </Link>
          </div>
        </div>
      )}
    </Drawer>
  );
}

const stepperButton =
  'flex h-8 w-8 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

function CartLine({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  const t = cart.useT();
  const { increment, decrement, remove } = useCartLineActions();
  const href = paths.product(item._id, { isEvent: item.isEvent });
  const image = item.thumbnails[0] ?? item.images[0];
  const choices = [
    item.color && t('line.colour', { colour: item.color }),
    item.size && t('line.size', { size: item.size }),
  ].filter(Boolean);

  return (
    <li className="flex gap-3 py-4">
      <Link
        to={href}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
        className="block h-20 w-20 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-white"
      >
        {image ? (
          <img
            src={image}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            className="h-full w-full object-contain"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-stone-300">
            <ImageOff className="h-6 w-6" />
          </span>
        )}
      </Link>

      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={href}
            onClick={onNavigate}
            className="line-clamp-2 text-sm font-medium text-stone-900 hover:text-brand-700"
          >
            {item.name}
          </Link>
          <button
            type="button"
            onClick={() => remove(cartLineKey(item))}
            aria-label={t('line.remove', { name: item.name })}
            className="-m-1 shrink-0 rounded p-1 text-stone-400 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        {choices.length > 0 && <p className="text-xs text-stone-600">{choices.join(' · ')}</p>}
        <p className="text-xs text-stone-600">
          {t('line.unitPrice', { price: formatRupees(item.sellingPrice) })}
        </p>

        <div className="flex items-center justify-between gap-2 pt-1">
          <div
            role="group"
            aria-label={t('line.quantity', { name: item.name })}
            className="flex items-center rounded-md border border-stone-300"
          >
            <button
              type="button"
              onClick={() => decrement(cartLineKey(item))}
              disabled={item.qty <= 1}
              aria-label={t('line.fewer', { name: item.name })}
              className={`${stepperButton} rounded-l-md`}
            >
              <Minus className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
            <output className="w-8 text-center text-sm font-medium tabular-nums" aria-live="polite">
              {item.qty}
            </output>
            {/* Never disabled: pressing it at the stock limit says why (docs/product.md §7.3). */}
            <button
              type="button"
              onClick={() => increment(cartLineKey(item))}
              aria-label={t('line.more', { name: item.name })}
              className={`${stepperButton} rounded-r-md`}
            >
              <Plus className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </div>
          <span className="text-sm font-semibold text-stone-900">{formatRupees(lineTotal(item))}</span>
        </div>
      </div>
    </li>
  );
}
