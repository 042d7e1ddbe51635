import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/App';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The home, listing and product pages arrive prerendered (scripts/prerender.mjs): React takes over
// that markup instead of drawing the page again. Every other page arrives with #root empty.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
