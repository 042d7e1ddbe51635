import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';

import { App } from './app/App';
import './index.css';

// zod compiles fast parsers with `new Function` unless told not to; the Content-Security-Policy
// forbids eval (docs/security.md), so its first parse would report a violation. Interpreted
// parsing is fast enough for our response sizes.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
