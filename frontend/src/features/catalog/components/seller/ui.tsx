import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { primaryButtonClass } from '@/components/form';

import { formatCount } from './cells';

// The catalogue dashboard's cards, page headers and list states. Its buttons and form controls
// are the shared ones in @/components/form.

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
        {subtitle && <p className="mt-1 text-sm text-stone-600">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}

/**
 * A dashboard list page: its title with the shop and how many items it holds (once known), a link
 * to add one, and the list itself.
 */
export function ListPage({
  title,
  shopName,
  count,
  noun,
  addTo,
  addLabel,
  children,
}: {
  title: string;
  shopName: string;
  count: number | undefined;
  noun: { one: string; many: string };
  addTo: string;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader
        title={title}
        subtitle={
          count === undefined
            ? shopName
            : `${shopName} · ${formatCount(count)} ${count === 1 ? noun.one : noun.many}`
        }
        action={
          <Link to={addTo} className={`${primaryButtonClass} self-start sm:self-auto`}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {addLabel}
          </Link>
        }
      />
      {children}
    </div>
  );
}

/** A list that could not be loaded, and a way to try again. */
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

/** What an empty list says, and the way to fill it. */
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
