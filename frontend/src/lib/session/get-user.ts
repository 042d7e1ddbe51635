import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiFetch, lazySchema } from '@/lib/api';

import { sessionKeys } from './keys';
import type { User } from './types';

/** The answer's schema, loaded with the request (see `lazySchema`): the session is asked for on every page. */
export const getUserResponse = lazySchema(async () => (await import('@/api/schemas')).zUserResponse);

/** GET /api/v2/getuser: the signed-in shopper, or null when signed out (a 401 is not an error). */
export async function getUser(): Promise<User | null> {
  try {
    return (await apiFetch('/api/v2/getuser', getUserResponse)).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: sessionKeys.user(), queryFn: getUser });

/** The signed-in shopper (SPEC.md §4: loaded at start). `data` is null when signed out. */
export function useUser() {
  return useQuery(userQueryOptions());
}
