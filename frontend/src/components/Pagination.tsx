import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { formatCount } from '@/lib/numbers';

const box = 'inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium';
const link = `${box} border border-stone-300 bg-white text-stone-800 hover:border-brand-500 hover:text-brand-700`;
const disabled = `${box} border border-stone-200 text-stone-300`;

/**
 * Which items are shown out of how many, and Previous and Next as real links (shareable, open in a
 * new tab). Hidden when everything fits on one page.
 */
export function Pagination({
  page,
  limit,
  total,
  shown,
  searchFor,
}: {
  page: number;
  limit: number;
  total: number;
  /** How many items this page holds. */
  shown: number;
  /** The query string of a page, such as `?page=2`. */
  searchFor: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && page === 1) return null;
  const first = (page - 1) * limit + 1;

  return (
    <nav aria-label="Pagination" className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-stone-600">
        {shown > 0
          ? `Showing ${formatCount(first)}–${formatCount(first + shown - 1)} of ${formatCount(total)}`
          : `Page ${formatCount(page)} is past the end of the list`}
      </p>
      <ul className="flex items-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={{ search: searchFor(Math.min(page - 1, pages)) }} rel="prev" className={link}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              Previous
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              Previous
            </span>
          )}
        </li>
        <li className="px-1 text-sm text-stone-700" aria-current="page">
          Page {formatCount(page)} of {formatCount(pages)}
        </li>
        <li>
          {page < pages ? (
            <Link to={{ search: searchFor(page + 1) }} rel="next" className={link}>
              Next
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Next
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
