import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { pageItems } from '../query';

type PaginationProps = {
  page: number;
  pages: number;
  /** The address of a page, so each page is a real link (shareable, opens in a new tab). */
  hrefFor: (page: number) => string;
  /** Called when the shopper follows a page link, e.g. to bring the results into view. */
  onNavigate?: () => void;
};

const box = 'flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium';

/** Previous, the page numbers (with gaps when there are many) and Next. Hidden for a single page. */
export function Pagination({ page, pages, hrefFor, onNavigate }: PaginationProps) {
  if (pages <= 1) return null;
  const link = `${box} border border-stone-300 bg-white text-stone-800 hover:border-brand-500 hover:text-brand-700`;
  const disabled = `${box} border border-stone-200 text-stone-300`;

  return (
    <nav aria-label="Pagination" className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} onClick={onNavigate} className={link} rel="prev">
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </span>
          )}
        </li>
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="px-1 text-stone-400" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${box} bg-brand-700 text-white`}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} onClick={onNavigate} aria-label={`Page ${item}`} className={link}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefFor(page + 1)} onClick={onNavigate} className={link} rel="next">
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
