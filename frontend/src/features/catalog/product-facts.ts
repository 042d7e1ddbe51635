import type { Product } from '@/api';
import { toPaise } from '@/lib/money';

import { catalog } from './i18n';

// Small facts the product page states about a product, as pure functions with their own tests.

/** From this many left, the page says "Only N left" instead of "In stock". */
export const LOW_STOCK_AT_MOST = 5;

export type StockState = { level: 'out' | 'low' | 'in'; label: string };

export function stockState(stock: number): StockState {
  if (stock <= 0) return { level: 'out', label: catalog.t('details.outOfStock') };
  if (stock <= LOW_STOCK_AT_MOST)
    return { level: 'low', label: catalog.t('details.lowStock', { count: stock }) };
  return { level: 'in', label: catalog.t('details.inStock') };
}

/**
 * The saving as a whole percentage of the original price, rounded down so it is never
 * overstated (₹999 instead of ₹1,499 is 33% off); 0 when there is no saving.
 */
export function discountPercent({
  originalPrice,
  sellingPrice,
}: Pick<Product, 'originalPrice' | 'sellingPrice'>) {
  const original = toPaise(originalPrice);
  const selling = toPaise(sellingPrice);
  if (original <= 0 || selling >= original) return 0;
  return Math.floor(((original - selling) * 100) / original);
}
