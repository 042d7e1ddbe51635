import type { ReactNode } from 'react';

// The order pages' cards, header and facts. Their list frame and list states are the shared ones in
// @/components/ListPage.

/** A white card holding one part of a page, as on the shop settings page. */
export const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/**
 * An order page's title, what it shows, and its main action. Unlike the shared `PageHeader` of
 * @/components/ListPage, it puts the subtitle in a `<div>`.
 */
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
