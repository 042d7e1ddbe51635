import type { QueryClient } from '@tanstack/react-query';

import { userQueryOptions } from '@/features/auth';
import { ApiError } from '@/lib/api';

/**
 * A 401 means the Admin's session is over (expired, or ended elsewhere). Forgetting the user lets
 * the admin guard take them to sign in, back to this page afterwards, instead of leaving a page
 * whose every call fails. A 403 (signed in, but no longer the Admin) is shown where it happened.
 */
export function forgetAdminIfSignedOut(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    queryClient.setQueryData(userQueryOptions().queryKey, null);
  }
}

/** Runs a read for a query, forgetting the Admin first if it answers 401. */
export async function adminRead<T>(queryClient: QueryClient, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    forgetAdminIfSignedOut(queryClient, error);
    throw error;
  }
}

/** The message to show for a failed write: the server's, or `fallback` when it said nothing. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
