import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { FullPageSpinner } from '@/components/Spinner';

/** The page area of every layout: lazily loaded pages show the oval spinner while they load. */
export function PageOutlet({ className }: { className?: string }) {
  return (
    <main id="main" className={className}>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
