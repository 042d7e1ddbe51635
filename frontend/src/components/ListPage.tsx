import type { ReactNode } from 'react';

import { common } from '@/lib/i18n';
import { formatCount } from '@/lib/numbers';
import { usePageTitle } from '@/lib/page-title';

// The frame of a dashboard list page (the seller's products and events, the shop's and the Admin's
// orders) and the states its list may be in.

/** A dashboard page's title, what it shows, and its main action. */
export function PageHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-stone-600">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}

/**
 * How the count of a list's items is said: best a function giving the whole phrase from a plural
 * message of the feature's catalogue (`count => t('list.count', { count })`, with
 * `"{count, plural, one {# order} other {# orders}}"`), so each language words it its own way; or
 * the words for one and several, put after the number.
 */
export type CountNoun = ((count: number) => string) | { one: string; many: string };

/** How many items a list holds (`undefined` until known), and what one and several are called. */
type Counted = { count?: undefined; noun?: undefined } | { count: number | undefined; noun: CountNoun };

/** "1 order", "1,00,000 orders". */
const countPhrase = (count: number, noun: CountNoun) =>
  typeof noun === 'function' ? noun(count) : `${formatCount(count)} ${count === 1 ? noun.one : noun.many}`;

/**
 * A dashboard list page: its title, whose items they are and how many (once known), its main action,
 * its filters, and the list itself.
 */
export function ListPage({
  title,
  owner,
  count,
  noun,
  action,
  filters,
  children,
}: {
  title: string;
  /** The shop or operator the list belongs to, shown under the title. */
  owner: string;
  /** Shown in the header, beside the title: a link to add an item, say. */
  action?: ReactNode;
  /** Shown between the header and the list. */
  filters?: ReactNode;
  children: ReactNode;
} & Counted) {
  // Drawn again in a new language: the count is written in its locale.
  common.useT();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader
        title={title}
        subtitle={
          count === undefined || noun === undefined ? owner : `${owner} · ${countPhrase(count, noun)}`
        }
        action={action}
      />
      {filters}
      {children}
    </div>
  );
}

/** Something that could not be loaded, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = common.useT();
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline hover:no-underline">
        {t('tryAgain')}
      </button>
    </div>
  );
}

/** What an empty list says, and the way to fill it if there is one. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-md border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
      {icon}
      <h2 className="mt-3 text-lg font-semibold text-stone-900">{title}</h2>
      <div className="mt-2 max-w-md text-sm text-stone-600">{children}</div>
    </div>
  );
}
