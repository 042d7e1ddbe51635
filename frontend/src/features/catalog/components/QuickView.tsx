import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import type { Product } from '@/api';
import { Drawer } from '@/components/Drawer';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { useCartActions } from '@/lib/shopping';
import { truncate } from '@/lib/truncate';

import { catalog } from '../i18n';
import { ProductThumb } from './ProductThumb';
import { SizePicker } from './SizePicker';
import { Stars } from './Stars';

const DESCRIPTION_EXCERPT = 240;

/**
 * The card's quick look (the original's search icon): the main picture, name, price, the start of the
 * description, a size when the product has sizes, add to cart, and the way to the full page.
 * `askForSize` opens it from the cart icon of a product that needs a size.
 */
export function QuickView({
  product,
  open,
  askForSize = false,
  onClose,
}: {
  product: Product;
  open: boolean;
  askForSize?: boolean;
  onClose: () => void;
}) {
  const t = catalog.useT();
  return (
    <Drawer open={open} onClose={onClose} title={t('quickView.title')}>
      {/* Mounted only while open, so each opening starts with no size chosen. */}
      {open && <QuickViewBody product={product} askForSize={askForSize} onClose={onClose} />}
    </Drawer>
  );
}

function QuickViewBody({
  product,
  askForSize,
  onClose,
}: {
  product: Product;
  askForSize: boolean;
  onClose: () => void;
}) {
  const t = catalog.useT();
  const { add } = useCartActions();
  const [size, setSize] = useState<string | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const href = paths.product(product._id, { isEvent: product.isEvent });
  const needsSize = product.sizes.length > 0;

  const addToCart = () => {
    if (needsSize && size === null) {
      setSizeMissing(true);
      return;
    }
    if (add(product, { size }).ok) onClose();
  };

  return (
    <div className="space-y-4 p-5">
      <ProductThumb product={product} large className="w-full" />
      <div className="space-y-1">
        <p className="text-sm text-stone-500">{product.shop.shopName}</p>
        <h3 className="text-lg font-semibold text-stone-900">{product.name}</h3>
        <Stars rating={product.ratings} />
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-semibold text-stone-900">{formatRupees(product.sellingPrice)}</span>
        {product.originalPrice > product.sellingPrice && (
          <s className="text-sm text-stone-500">
            <span className="sr-only">{t('was')} </span>
            {formatRupees(product.originalPrice)}
          </s>
        )}
      </p>
      <p className="text-sm whitespace-pre-line text-stone-700">
        {truncate(product.description, DESCRIPTION_EXCERPT, { ellipsis: true })}
      </p>
      {needsSize && (
        <>
          {askForSize && size === null && !sizeMissing && (
            <p className="text-sm text-stone-700">{t('quickView.chooseSize')}</p>
          )}
          <SizePicker
            sizes={product.sizes}
            value={size}
            onChange={(chosen) => {
              setSize(chosen);
              setSizeMissing(false);
            }}
            error={sizeMissing ? t('size.required') : null}
          />
        </>
      )}
      <button
        type="button"
        onClick={addToCart}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        <ShoppingCart className="h-4 w-4" aria-hidden="true" />
        {t('addToCart')}
      </button>
      <Link
        to={href}
        onClick={onClose}
        className="block text-center font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('quickView.fullDetails')}
      </Link>
    </div>
  );
}
