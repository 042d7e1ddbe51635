import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, type ResponseSchema, apiFetch, lazySchema } from '@/lib/api';

import { type Who, sessionKeys } from './keys';
import type { AccountOf } from './types';

/** Where a kind's session is read, and the answer read down to the account. */
type SessionCall<A> = { path: string; account: ResponseSchema<A> };

/**
 * The session's two reads, one per account kind. Their schemas load with the request (see
 * `lazySchema`): the session is asked for as every page starts.
 */
const SESSION_CALLS: { [W in Who]: SessionCall<AccountOf[W]> } = {
  user: {
    path: '/api/v2/getuser',
    account: lazySchema(async () =>
      (await import('@/api/schemas')).zUserResponse.transform(({ user }) => user),
    ),
  },
  seller: {
    path: '/api/v2/getseller',
    account: lazySchema(async () =>
      (await import('@/api/schemas')).zGetSellerResponse.transform(({ seller }) => seller),
    ),
  },
};

/**
 * GET /api/v2/getuser or /api/v2/getseller: the shopper (or Admin) or the seller signed in, or
 * null when nobody is signed in as that kind (a 401 is not an error).
 */
export async function getAccount<W extends Who>(who: W): Promise<AccountOf[W] | null> {
  const { path, account } = SESSION_CALLS[who];
  try {
    return await apiFetch(path, account);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Who is signed in as `who`; `null` when nobody is. */
export const accountQueryOptions = <W extends Who>(who: W) =>
  queryOptions({ queryKey: sessionKeys.account(who), queryFn: () => getAccount(who) });

export const userQueryOptions = () => accountQueryOptions('user');
export const sellerQueryOptions = () => accountQueryOptions('seller');

/** The signed-in shopper (or Admin), loaded as every page starts. `data` is null when signed out. */
export function useUser() {
  return useQuery(userQueryOptions());
}

/** The signed-in seller's shop, loaded as every page starts. `data` is null when signed out. */
export function useSeller() {
  return useQuery(sellerQueryOptions());
}
