import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';
import { activate, loadCatalogues } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

// The meta the page names its served pictures in, for scripts/prerender.mjs to write.
export { SERVED_PICTURE_META } from './lib/served-pictures';

/**
 * A storefront page as HTML, rendered at build time by `scripts/prerender.mjs` (ADR 0015): the
 * page as a first-time visitor sees it before any answer arrives (signed out, an empty cart, the
 * skeletons), so a phone paints it before the JavaScript has run. `main.tsx` hydrates it. The tree
 * is the app's own, under a static router instead of the browser's, so the two cannot differ.
 * `pictures` renders the page as the server sends it with pictures drawn in (`served-pictures.tsx`).
 */
export async function render(
  url: string,
  { pictures = [] }: { pictures?: readonly string[] } = {},
): Promise<{ html: string; requests: string[] }> {
  // The pages are drawn in English, the language a first visit starts in (main.tsx draws a page
  // afresh in another): every catalogue registered so far, so no text waits.
  await loadCatalogues('en');
  activate('en');
  const client = createQueryClient();
  const servedPictures = pictures.length > 0 ? { path: url, srcs: pictures } : null;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={client} servedPictures={servedPictures}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // React outlines a large boundary after the rest, with an inline script that moves it into
    // place, which the Content-Security-Policy would refuse: nothing here is streamed, so no
    // boundary is too large to stay where it is.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, requests: await requestsOf(client) };
}

/**
 * The addresses of the answers the page asked for as it rendered, in the order it asked, so the
 * page can name them for the browser to fetch beside its scripts. Each query is run once with a
 * `fetch` that records the address and fails: nothing is requested at build time.
 */
async function requestsOf(client: QueryClient): Promise<string[]> {
  const requests: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL) => {
    requests.push(String(input));
    return Promise.reject(new Error('nothing is fetched while prerendering'));
  };
  try {
    const queries = client.getQueryCache().getAll();
    await Promise.allSettled(queries.map((query) => query.fetch({ ...query.options, retry: false })));
  } finally {
    globalThis.fetch = realFetch;
  }
  return requests;
}
