import { Star } from 'lucide-react';

import { currentLocale } from '@/lib/i18n';

import { catalog } from '../i18n';

const STARS = [1, 2, 3, 4, 5] as const;

const ratingFormats = new Map<string, Intl.NumberFormat>();

/** A rating with one decimal, in the page's locale: "4.5" (in French, "4,5"). */
export function formatRating(rating: number): string {
  const locale = currentLocale();
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(locale, format);
  }
  return format.format(rating);
}

/** How a rating (0 to 5, one decimal) is read out, and shown in a tooltip. */
export function ratingLabel(rating: number): string {
  return catalog.t('stars.label', { rating: formatRating(clampRating(rating)) });
}

function clampRating(rating: number): number {
  return Math.min(5, Math.max(0, rating));
}

/**
 * Five stars filled to the rating, to the tenth: a row of filled stars is laid over a row of empty
 * ones and clipped to the rating's share, so 4.5 shows four and a half.
 */
export function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
  catalog.useT();
  const icon = size === 'lg' ? 'h-5 w-5' : 'h-3.5 w-3.5';
  const label = ratingLabel(rating);
  return (
    <span role="img" aria-label={label} title={label} className="relative inline-flex shrink-0">
      <span className="flex text-stone-300" aria-hidden="true">
        {STARS.map((star) => (
          <Star key={star} className={icon} fill="currentColor" strokeWidth={0} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-saffron-500"
        style={{ width: `${(clampRating(rating) / 5) * 100}%` }}
        aria-hidden="true"
      >
        {STARS.map((star) => (
          <Star key={star} className={`${icon} shrink-0`} fill="currentColor" strokeWidth={0} />
        ))}
      </span>
    </span>
  );
}
