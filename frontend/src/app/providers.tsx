import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useState } from 'react';

import { createQueryClient } from '@/lib/query-client';
import { type ServedPictures, ServedPicturesProvider } from '@/lib/served-pictures';

// The toast library loads after the first paint (see `lib/toast.ts`); toasts asked for before
// its container is there wait for it.
const ToastContainer = lazy(async () => ({
  default: (await import('react-toastify/unstyled')).ToastContainer,
}));

/** How toasts show, as docs/product.md §3 has them: 5000 ms, dark theme, top right. */
export const toastOptions = {
  position: 'top-right',
  autoClose: 5000,
  theme: 'dark',
  newestOnTop: true,
} as const;

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer {...toastOptions} />
    </Suspense>
  );
}

/**
 * The app's providers. `client` is for the prerender, which reads the queries a page asked for;
 * `servedPictures` are the pictures the server drew into the page (see `served-pictures.tsx`).
 */
export function AppProviders({
  children,
  client,
  servedPictures = null,
}: {
  children: ReactNode;
  client?: QueryClient;
  servedPictures?: ServedPictures | null;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ServedPicturesProvider value={servedPictures}>{children}</ServedPicturesProvider>
      <Toasts />
    </QueryClientProvider>
  );
}
