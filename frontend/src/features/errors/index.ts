import type { RouteObject } from 'react-router';

// The error pages. The storefront's 404 is a lazy chunk of its own: most visits never need it.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

export const errorPages = {
  notFound: async () => ({ Component: (await import('./routes/NotFoundPage')).NotFoundPage }),
} satisfies Record<string, LazyPage>;
