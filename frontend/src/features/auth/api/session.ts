import type { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api';

import { sellerQueryOptions } from './get-seller';
import { userQueryOptions } from './get-user';
import { authKeys } from './keys';
import type { Seller, User } from './schemas';

// Every change of who is signed in goes through these, so the cached user and seller always
// match the server's session.

export function signedInAsUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(authKeys.signedOut('user'), false);
  queryClient.setQueryData(userQueryOptions().queryKey, user);
}

export function signedInAsSeller(queryClient: QueryClient, seller: Seller): void {
  queryClient.setQueryData(authKeys.signedOut('seller'), false);
  queryClient.setQueryData(sellerQueryOptions().queryKey, seller);
}

/**
 * Forgets the shopper or the seller after they signed out on purpose. The mark tells the guard
 * of the page they were on to send them to plain sign-in, not to offer that page again.
 */
export function signedOutOnPurpose(queryClient: QueryClient, who: 'user' | 'seller'): void {
  queryClient.setQueryData(authKeys.signedOut(who), true);
  queryClient.setQueryData(
    who === 'user' ? userQueryOptions().queryKey : sellerQueryOptions().queryKey,
    null,
  );
}

export function didSignOutOnPurpose(queryClient: QueryClient, who: 'user' | 'seller'): boolean {
  return queryClient.getQueryData(authKeys.signedOut(who)) === true;
}

/**
 * A 401 on a call that needs a session means the session is over (expired, or ended by a
 * password change elsewhere). `invalid_credentials` is a wrong password, not a lost session.
 */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== 'invalid_credentials';
}

/** Forgets the shopper when the server says the session is over, so the guard sends them to sign in. */
export function forgetUserIfSignedOut(queryClient: QueryClient, error: unknown): void {
  if (isSignedOut(error)) queryClient.setQueryData(userQueryOptions().queryKey, null);
}

/** Forgets the seller when the server says the session is over, so the guard sends them to sign in. */
export function forgetSellerIfSignedOut(queryClient: QueryClient, error: unknown): void {
  if (isSignedOut(error)) queryClient.setQueryData(sellerQueryOptions().queryKey, null);
}
