import type { LineProblem, QuoteLine } from '@/api';
import { formatRupees } from '@/lib/money';

import { checkout } from './i18n';

// What the quote says about a line (docs/orders.md "Quote"), in the shopper's words.

/** Problems that keep the cart from being ordered; a changed price is shown but bought at the new price. */
export const BLOCKING_PROBLEMS: ReadonlySet<LineProblem> = new Set([
  'out_of_stock',
  'not_enough_stock',
  'unavailable',
  'size_required',
  'not_deliverable',
]);

export function isBlocking(line: Pick<QuoteLine, 'problem'>): boolean {
  return line.problem !== null && BLOCKING_PROBLEMS.has(line.problem);
}

/**
 * The line's problem in words, or null. `shownPrice` is the price the shopper saw when adding it,
 * which the quote's price is compared with.
 */
export function problemText(
  line: Pick<QuoteLine, 'problem' | 'stock' | 'sellingPrice'>,
  shownPrice: number | null,
): string | null {
  switch (line.problem) {
    case null:
      return null;
    case 'out_of_stock':
      return checkout.t('problem.outOfStock');
    case 'not_enough_stock':
      return checkout.t('problem.notEnoughStock', { count: line.stock });
    case 'unavailable':
      return checkout.t('problem.unavailable');
    case 'price_changed':
      return shownPrice === null || shownPrice === line.sellingPrice
        ? checkout.t('problem.priceChangedTo', { price: formatRupees(line.sellingPrice) })
        : checkout.t('problem.priceChanged', {
            from: formatRupees(shownPrice),
            to: formatRupees(line.sellingPrice),
          });
    case 'size_required':
      return checkout.t('problem.sizeRequired');
    case 'not_deliverable':
      return checkout.t('problem.notDeliverable');
  }
}
