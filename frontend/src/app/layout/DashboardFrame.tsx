import type { ReactNode } from 'react';

import { Logo } from '@/components/Logo';

import { PageOutlet } from './PageOutlet';

/**
 * The frame of the seller dashboard and the admin console: logo and their own header links, and
 * beside the page an optional side menu (a column on wide screens, a scrolling strip above the page
 * on phones) that reaches the pages the header has no room for.
 */
export function DashboardFrame({ nav, side }: { nav: ReactNode; side?: ReactNode }) {
  return (
    <div className="min-h-screen bg-stone-50">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          {nav}
        </div>
      </header>
      {side ? (
        <div className="mx-auto flex max-w-7xl flex-col md:flex-row md:gap-6 md:px-4">
          <aside className="border-b border-stone-200 bg-white md:sticky md:top-20 md:w-56 md:shrink-0 md:self-start md:border-0 md:bg-transparent md:py-6">
            {side}
          </aside>
          <PageOutlet className="min-w-0 flex-1" />
        </div>
      ) : (
        <PageOutlet />
      )}
    </div>
  );
}
