import { BrowserRouter } from 'react-router';

import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import type { ServedPictures } from '@/lib/served-pictures';

export function App({ servedPictures = null }: { servedPictures?: ServedPictures | null }) {
  return (
    <AppProviders servedPictures={servedPictures}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
