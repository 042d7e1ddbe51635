import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api';
import { sessionCaches } from './session/signed-out';

/**
 * The app's QueryClient: answers kept 30 s, a 4xx never asked again, and the session forgotten
 * when a call that needs it answers 401 (see `session/signed-out.ts`). The tests' harness makes
 * its clients here too, so they behave as the app's.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    ...sessionCaches(() => client),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network blips and 5xx might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
  return client;
}
