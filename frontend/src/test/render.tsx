import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';

import { Toasts, createQueryClient } from '@/app/providers';
import { AppRoutes } from '@/app/routes';

/** The app's router as a test sees it: where it is now, and a way to move it. */
export type TestRouter = { location: Location; navigate: NavigateFunction };

/** Reports the router's location (and its navigate) after every change, for the test to read. */
function RouterProbe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onChange(location, navigate), [location, navigate, onChange]);
  return null;
}

/**
 * Renders the whole app at a path, with toasts, and a fresh QueryClient configured as the app's
 * but without retries. `strict` renders in StrictMode, as `main.tsx` does, for effects that must
 * run once.
 */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // Filled in by the probe as soon as the app has rendered.
  const router = {} as TestRouter;
  const track = (location: Location, navigate: NavigateFunction) => {
    router.location = location;
    router.navigate = navigate;
  };
  const app = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe onChange={track} />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}
