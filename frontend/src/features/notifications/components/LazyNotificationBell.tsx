import { Suspense, lazy } from 'react';

import type { Who } from '@/lib/session';

// The bell loads with every storefront page a shopper is signed in on, so its code (the panel, the
// stream, the list's schema) is a chunk of its own, fetched only once someone is signed in.
const Bell = lazy(async () => ({ default: (await import('./NotificationBell')).NotificationBell }));

/**
 * The header's notification bell for `who` (the signed-in shopper, `user`, or the signed-in
 * seller's shop, `seller`); until its chunk and texts arrive, a blank of its size holds its place.
 */
export function NotificationBell({ who }: { who: Who }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="block h-7 w-7" />}>
      <Bell who={who} />
    </Suspense>
  );
}
