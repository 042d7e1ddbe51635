import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { activate, currentLanguage, loadCatalogues } from '@/lib/i18n';

import { polyfillDialog } from './dialog';
import { server } from './server';

// Every feature's message catalogue (and a shared component's own), registered, then loaded in English before any test: pages draw
// at once, as with a warm cache, and tests read the English texts (docs/i18n.md). A test that
// switches language is put back in English after it.
import.meta.glob(
  [
    '/src/features/*/i18n.ts',
    '/src/features/info/newsletter/i18n.ts',
    '/src/features/info/disclosure/i18n.ts',
    '/src/components/*/i18n.ts',
  ],
  {
    eager: true,
  },
);
beforeAll(async () => {
  await loadCatalogues('en');
  activate('en');
  // The toast library too, which the app loads after the first paint (lib/toast.ts) and the
  // harness mounts at once: its first import is slow on a busy machine.
  await import('react-toastify/unstyled');
});
afterEach(() => {
  if (currentLanguage() !== 'en') activate('en');
});

// `findBy…` waits up to 5 s, not 1: a page's first render imports its lazy chunk, which on a busy
// two-core CI machine can take longer than a second. A test still fails on what never appears.
configure({ asyncUtilTimeout: 5000 });

// The network is mocked at the boundary; an unexpected request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  window.localStorage.clear();
});
afterAll(() => server.close());

// jsdom lacks the modal <dialog>'s methods, which the drawers and dialogs open with (./dialog.ts).
polyfillDialog();

// jsdom lacks the observers and media queries that the carousel library measures with.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
