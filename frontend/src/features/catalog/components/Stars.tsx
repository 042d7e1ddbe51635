import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5] as const;

/** How a rating (0 to 5, one decimal) is read out, and shown in a tooltip. */
export function ratingLabel(rating: number): string {
  return `Rated ${clampRating(rating).toFixed(1)} out of 5`;
}

function clampRating(rating: number): number {
  return Math.min(5, Math.max(0, rating));
}

/**
 * Five stars filled to the rating, to the tenth: a row of filled stars is laid over a row of empty
 * ones and clipped to the rating's share, so 4.5 shows four and a half.
 */
export function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
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
