import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/App';
import { readServedPictures } from './lib/served-pictures';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App servedPictures={readServedPictures(document, window.location)} />
  </StrictMode>
);

// The home, listing and product pages arrive prerendered (scripts/prerender.mjs): React takes over
// that markup instead of drawing the page again, in a transition so that it does so in slices and a
// tap meanwhile is not held behind all of it (ADR 0016). Every other page arrives with #root empty.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
