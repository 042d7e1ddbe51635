import type { ReactNode } from 'react';

import { usePageTitle } from '@/lib/page-title';

/** The frame of the sign-in, registration and password pages: one card, the page's one h1. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  usePageTitle(title);
  return (
    <section className={`mx-auto w-full px-4 py-8 sm:py-14 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
      <div className="rounded-md border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-stone-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 space-y-2 text-center text-sm text-stone-600">{footer}</div>}
    </section>
  );
}

export const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';
