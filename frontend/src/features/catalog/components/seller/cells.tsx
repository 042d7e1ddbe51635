import { ImageOff, Star } from 'lucide-react';

import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';

import { catalog } from '../../i18n';
import { formatRating } from '../Stars';

export { formatCount };

// The small pieces the seller's product and event lists show alike.

/** Stock below this is flagged, so the seller restocks before shoppers are turned away. */
export const LOW_STOCK = 5;

/** The first picture's thumbnail, square and fitted on white by the server. */
export function Thumbnail({ src, className = 'h-16 w-16' }: { src: string | undefined; className?: string }) {
  // max-w-none: a table cell must not squeeze the square.
  const box = `${className} max-w-none shrink-0 rounded-md border border-stone-200 bg-white`;
  if (!src) {
    return (
      <span className={`${box} flex items-center justify-center text-stone-400`}>
        <ImageOff className="h-5 w-5" aria-hidden="true" />
      </span>
    );
  }
  // The name is written beside it; the picture adds nothing for a screen reader.
  return <img src={src} alt="" loading="lazy" width={64} height={64} className={`${box} object-contain`} />;
}

/** What shoppers pay, and the original price struck through when there is a discount. */
export function Price({ selling, original }: { selling: number; original: number }) {
  const t = catalog.useT();
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold text-stone-900">{formatRupees(selling)}</span>
      {original > selling && (
        <span className="text-xs text-stone-500">
          <span className="sr-only">{t('seller.originalPrice')} </span>
          <s>{formatRupees(original)}</s>
        </span>
      )}
    </span>
  );
}

/** Stock, with none and little said in words as well as colour. */
export function Stock({ stock }: { stock: number }) {
  const t = catalog.useT();
  const badge =
    'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold md:whitespace-nowrap';
  if (stock === 0)
    return (
      <span className={`${badge} bg-red-100 text-red-800`}>
        {t('seller.outOfStock', { count: formatCount(0) })}
      </span>
    );
  if (stock < LOW_STOCK)
    return (
      <span className={`${badge} bg-amber-100 text-amber-900`}>
        {t('seller.lowStock', { count: formatCount(stock) })}
      </span>
    );
  return <span>{formatCount(stock)}</span>;
}

/** The average rating and how many reviews it comes from. */
export function Rating({ ratings, reviews }: { ratings: number; reviews: number }) {
  const t = catalog.useT();
  if (reviews === 0) return <span className="whitespace-nowrap text-stone-500">{t('seller.noReviews')}</span>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Star className="h-4 w-4 fill-saffron-400 text-saffron-500" aria-hidden="true" />
      <span>
        {formatRating(ratings)}
        <span className="sr-only"> {t('seller.outOfFive')}</span>{' '}
        <span className="text-stone-500">({formatCount(reviews)})</span>
        {/* One review or more: in each language only 1 of these takes the singular. */}
        <span className="sr-only"> {t(reviews === 1 ? 'seller.review' : 'seller.reviews')}</span>
      </span>
    </span>
  );
}
