import type { ReactNode } from 'react';

// The dashboard's cards. Its header and states are the shared ones in @/components/ListPage.

/** A white card holding one part of a page. */
export const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/** A link inside a card, such as "All orders". */
export const cardLinkClass = 'text-sm font-semibold text-brand-800 underline-offset-2 hover:underline';

/** A card with a heading (which names it as a region), an optional link beside it, and its body. */
export function Card({
  id,
  title,
  aside,
  children,
  className = '',
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
