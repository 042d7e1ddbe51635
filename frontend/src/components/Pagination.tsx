import { Trans } from '@/lib/i18n/trans';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To, useSearchParams } from 'react-router';

import { common } from '@/lib/i18n';
import { formatCount } from '@/lib/numbers';

// The one pager of the app. Every page is a real link (shareable, opens in a new tab). Two layouts:
// a list of records says which items are shown of how many, with Previous and Next (the seller's,
// the Admin's and the money page's lists); the storefront's listing numbers its pages.

export type PaginationProps = {
  /** The page shown, from 1. */
  page: number;
  /** Where page `n` is: a whole address (`/products?page=2`), or this page's query (`{ search: '?page=2' }`). */
  to: (page: number) => To;
  /** Names the navigation landmark: "Pagination", or the list's own name on a page with two lists. */
  label?: string;
  /** Called when the reader follows a page link, e.g. to bring the results into view. */
  onNavigate?: () => void;
  /** Keeps the scroll position when a page link is followed: a list halfway down its page. */
  preventScrollReset?: boolean;
} & (
  | {
      /** Previous, the page numbers (with gaps when there are many) and Next. */
      numbered: true;
      pages: number;
    }
  | {
      numbered?: false;
      /** Items per page. */
      limit: number;
      /** Items in the whole list. */
      total: number;
      /** How many items this page holds. */
      shown: number;
    }
);

/**
 * The pager: hidden when everything fits on one page. Unless `numbered`, it says which items are
 * shown out of how many (or that the page is past the end of the list).
 */
export function Pagination(props: PaginationProps) {
  return props.numbered ? <NumberedPages {...props} /> : <RangePages {...props} />;
}

/** Previous or Next: a link, or the same words greyed out where there is no such page. */
function StepLink({
  to,
  rel,
  className,
  disabledClassName,
  onNavigate,
  preventScrollReset,
  children,
}: {
  to: To | null;
  rel: 'prev' | 'next';
  className: string;
  disabledClassName: string;
  onNavigate: (() => void) | undefined;
  preventScrollReset: boolean | undefined;
  children: ReactNode;
}) {
  if (to === null) {
    return (
      <span className={disabledClassName} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      onClick={onNavigate}
      preventScrollReset={preventScrollReset}
      rel={rel}
      className={className}
    >
      {children}
    </Link>
  );
}

const rangeBox = 'inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium';
const rangeLink = `${rangeBox} border border-stone-300 bg-white text-stone-800 hover:border-brand-500 hover:text-brand-700`;
const rangeDisabled = `${rangeBox} border border-stone-200 text-stone-300`;

function RangePages({
  page,
  limit,
  total,
  shown,
  to,
  label,
  onNavigate,
  preventScrollReset,
}: Extract<PaginationProps, { limit: number }>) {
  const t = common.useT();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && page === 1) return null;
  const first = (page - 1) * limit + 1;
  const step = { className: rangeLink, disabledClassName: rangeDisabled, onNavigate, preventScrollReset };

  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-stone-600">
        {shown > 0
          ? t('pagination.showing', {
              first: formatCount(first),
              last: formatCount(first + shown - 1),
              total: formatCount(total),
            })
          : t('pagination.pastEnd', { page: formatCount(page) })}
      </p>
      <ul className="flex items-center gap-2">
        <li>
          <StepLink {...step} rel="prev" to={page > 1 ? to(Math.min(page - 1, pages)) : null}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            {t('pagination.previous')}
          </StepLink>
        </li>
        <li className="px-1 text-sm whitespace-nowrap text-stone-700" aria-current="page">
          {t('pagination.pageOf', { page: formatCount(page), pages: formatCount(pages) })}
        </li>
        <li>
          <StepLink {...step} rel="next" to={page < pages ? to(page + 1) : null}>
            {t('pagination.next')}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

const numberBox = 'flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium';
const numberLink = `${numberBox} border border-stone-300 bg-white text-stone-800 hover:border-brand-500 hover:text-brand-700`;
const numberDisabled = `${numberBox} border border-stone-200 text-stone-300`;

function NumberedPages({
  page,
  pages,
  to,
  label,
  onNavigate,
  preventScrollReset,
}: Extract<PaginationProps, { numbered: true }>) {
  const t = common.useT();
  if (pages <= 1) return null;
  const step = { className: numberLink, disabledClassName: numberDisabled, onNavigate, preventScrollReset };

  return (
    <nav aria-label={label ?? t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          <StepLink {...step} rel="prev" to={page > 1 ? to(page - 1) : null}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only sm:ml-1">{t('pagination.previous')}</span>
          </StepLink>
        </li>
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="px-1 text-stone-400" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${numberBox} bg-brand-700 text-white`}>
                  {/* "Page" is heard, not seen: the number alone shows. */}
                  <Trans
                    id="common.pagination.current"
                    values={{ page: item }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </span>
              ) : (
                <Link
                  to={to(item)}
                  onClick={onNavigate}
                  preventScrollReset={preventScrollReset}
                  aria-label={t('pagination.page', { page: item })}
                  className={numberLink}
                >
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          <StepLink {...step} rel="next" to={page < pages ? to(page + 1) : null}>
            <span className="sr-only sm:not-sr-only sm:mr-1">{t('pagination.next')}</span>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The page numbers a numbered pager shows: every page when there are at most seven; otherwise the
 * first, the last, and the current page with its neighbours, with 'gap' where numbers are left
 * out. A gap never hides a single number (it would take as much room as the number), and near
 * either end the run is widened so the pager keeps its width as the reader moves through the pages.
 */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const shown = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 4) for (let page = 2; page <= Math.max(4, current + 1); page++) shown.add(page);
  if (current >= total - 3)
    for (let page = Math.min(total - 3, current - 1); page < total; page++) shown.add(page);

  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const page of pages) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous > 1) items.push('gap');
    items.push(page);
  }
  return items;
}

/** The page of a list kept in the address under `param` (`?history=2`); 1 when absent or nonsense. */
export function usePageParam(param: string): number {
  const [params] = useSearchParams();
  const asked = Number(params.get(param));
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

/**
 * Links to the pages of a list kept under `param`, changing only that parameter of the address,
 * so two lists on one page page separately and the back button works. Page 1 drops it.
 */
export function usePageLink(param: string): (page: number) => To {
  const [params] = useSearchParams();
  return (page: number) => {
    const search = new URLSearchParams(params);
    if (page > 1) search.set(param, String(page));
    else search.delete(param);
    const text = search.toString();
    return { search: text ? `?${text}` : '' };
  };
}
