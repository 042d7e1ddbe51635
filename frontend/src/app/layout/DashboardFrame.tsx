import type { ReactNode } from 'react';

import { Logo } from '@/components/Logo';

import { PageOutlet } from './PageOutlet';

/** The frame of the seller dashboard and the admin console: logo, their own links, the page. */
export function DashboardFrame({ nav }: { nav: ReactNode }) {
  return (
    <div className="min-h-screen bg-stone-50">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          {nav}
        </div>
      </header>
      <PageOutlet />
    </div>
  );
}
