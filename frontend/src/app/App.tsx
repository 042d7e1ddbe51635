import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';

import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import type { ServedPictures } from '@/lib/served-pictures';

export function App({ servedPictures = null }: { servedPictures?: ServedPictures | null }) {
  // Says the app has taken over the page. A prerendered page shows its buttons before the script
  // has run, and a tap then does nothing; the browser tests wait for this before they tap.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <AppProviders servedPictures={servedPictures}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
