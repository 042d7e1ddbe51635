import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, StrictMode, useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  useNavigate,
} from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';

import { toastOptions } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { FullPageSpinner } from '@/components/Spinner';
import { createQueryClient } from '@/lib/query-client';

// The one test harness: a QueryClient made as the app's (the same caches, so the same rule for a
// 401) but without retries, pages rendered with it under a router and with toasts, and a user who
// types without pausing. The mocked API is `./server.ts` (MSW, which fails a test on any request
// it was not told about), the sessions it answers are `./auth.ts`, and `./requests.ts` records
// what a page sent. Sample data of one feature stays in that feature's `fixtures` file.

/** A fresh QueryClient as the app makes it, without retries: a test sees the first failure. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

/**
 * `app` with the QueryClient and the toasts, in StrictMode (as `main.tsx` renders) when `strict`.
 *
 * The toast container is mounted at once here, not lazily as the app does: react-toastify keeps a
 * toast asked for before any container exists and hands it to the first one, and StrictMode's
 * trial unmount of that first container throws it away. In a test whose lazy container came a
 * moment after the page's toast (a busy machine), the toast never showed.
 */
function renderWithClient(app: ReactNode, queryClient: QueryClient, strict: boolean) {
  const tree = (
    <QueryClientProvider client={queryClient}>
      {app}
      <ToastContainer {...toastOptions} />
    </QueryClientProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

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
 * Renders the whole app (its route table, shells and guards) at a path, with toasts and a fresh
 * test QueryClient. `strict` renders in StrictMode, as `main.tsx` does, for effects that must
 * run once.
 */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createTestQueryClient();
  // Filled in by the probe as soon as the app has rendered.
  const router = {} as TestRouter;
  const track = (location: Location, navigate: NavigateFunction) => {
    router.location = location;
    router.navigate = navigate;
  };
  const view = renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <RouterProbe onChange={track} />
    </MemoryRouter>,
    queryClient,
    strict,
  );
  return { ...view, router, queryClient };
}

/** A page loader of the route table: `() => import(...)` answering the page's `Component`. */
export type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/** A page at `path` loaded lazily as the route table loads it, with the spinner while it loads. */
export const lazyRoute = (path: string, lazy: LazyPage): RouteObject => ({
  path,
  lazy,
  hydrateFallbackElement: <FullPageSpinner />,
});

/** A page a test is not about (another feature's, a sign-in page) as a heading that names it; `''` is the index. */
export const standIn = (path: string, heading: string): RouteObject =>
  path === '' ? { index: true, element: <h1>{heading}</h1> } : { path, element: <h1>{heading}</h1> };

/**
 * Renders `routes` (a feature's pages, their guards, stand-ins for the rest) in a memory data
 * router at `path`, with toasts and a fresh test QueryClient. `strict` renders in StrictMode.
 */
export function renderRoutes(
  routes: RouteObject[],
  { path, strict = false }: { path: string; strict?: boolean },
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithClient(<RouterProvider router={router} />, queryClient, strict);
  return { ...view, router, queryClient };
}

/** A user who types without pausing between keys: forms are long, and the pauses add up. */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ delay: null, ...options });

/**
 * Lets the query library tell the page what changed: it notifies on a timer, after the promise a
 * test awaits has settled, so a page checked straight away would still show the state before.
 */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
