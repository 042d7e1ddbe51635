import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/App';
import { DEFAULT_LANGUAGE, activate, common, loadCatalog, storedLanguage } from './lib/i18n';
import { readServedPictures } from './lib/served-pictures';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language this browser chose last (docs/i18n.md); a signed-in account's own takes over once
// the session has loaded (app/layout/LanguageSelect.tsx). The shell's texts load before the first
// draw; each page's own load as it draws.
const language = storedLanguage() ?? DEFAULT_LANGUAGE;

const app = (
  <StrictMode>
    <App servedPictures={readServedPictures(document, window.location)} />
  </StrictMode>
);

// A shell catalogue that could not load (the network dropped) is asked for again as the shell draws.
void loadCatalog(language, common.namespace)
  .catch(() => undefined)
  .then(() => start(root));

// The home, listing and product pages arrive prerendered (scripts/prerender.mjs), in English: React
// takes over that markup instead of drawing the page again, in a transition so that it does so in
// slices and a tap meanwhile is not held behind all of it (ADR 0016). A page in another language is
// drawn afresh over it, as is every other page, which arrives with #root empty.
function start(root: HTMLElement) {
  activate(language);
  if (root.firstElementChild && language === 'en') startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
