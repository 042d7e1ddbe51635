import type { QueryClient } from '@tanstack/react-query';

import { sellerQueryOptions } from '@/features/auth';
import { ApiError } from '@/lib/api';

/**
 * A 401 means the seller's session is over (expired, or ended by a password change elsewhere).
 * Forgetting the seller lets the route guard take them to sign in instead of leaving a page whose
 * every call fails.
 */
export function forgetSellerIfSignedOut(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    queryClient.setQueryData(sellerQueryOptions().queryKey, null);
  }
}
