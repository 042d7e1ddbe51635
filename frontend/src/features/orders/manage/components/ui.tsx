import type { ReactNode } from 'react';

import { formatCount } from './format';

// The order pages' frame, cards and list states. They look like the seller's catalogue pages
// (same header, card and state styles); those live inside the catalogue feature, which this one may
// not import, and their frame always carries an "add" button, which orders have none of.

/** A white card holding one part of a page, as on the shop settings page. */
export const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/** A square icon button or link in a list row; its name comes from `aria-label`. */
export const iconButtonClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

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
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
        {subtitle && <div className="mt-1 text-sm text-stone-600">{subtitle}</div>}
      </div>
      {action}
    </div>
  );
}

/**
 * An order list page: its title, whose orders they are and how many (once known), its filters,
 * and the list.
 */
export function ListFrame({
  title,
  owner,
  count,
  noun,
  filters,
  children,
}: {
  title: string;
  owner: string;
  count: number | undefined;
  noun: { one: string; many: string };
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader
        title={title}
        subtitle={
          count === undefined
            ? owner
            : `${owner} · ${formatCount(count)} ${count === 1 ? noun.one : noun.many}`
        }
      />
      {filters}
      {children}
    </div>
  );
}

/** Something that could not be loaded, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline hover:no-underline">
        Try again
      </button>
    </div>
  );
}

/** What an empty list says. */
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

/** A card with a heading, named by it for assistive technology. */
export function Section({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One labelled value in a `<dl>`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  );
}
