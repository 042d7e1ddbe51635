import type { QueryClient } from '@tanstack/react-query';

import { sellerQueryOptions } from './get-seller';
import { userQueryOptions } from './get-user';
import { type Who, sessionKeys } from './keys';
import type { Seller, User } from './types';

// Every change of who is signed in goes through these, so the cached user and seller always
// match the server's session.

export function signedInAsUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(sessionKeys.signedOut('user'), false);
  queryClient.setQueryData(userQueryOptions().queryKey, user);
}

export function signedInAsSeller(queryClient: QueryClient, seller: Seller): void {
  queryClient.setQueryData(sessionKeys.signedOut('seller'), false);
  queryClient.setQueryData(sellerQueryOptions().queryKey, seller);
}

/** Forgets the shopper or the seller: the route guard of the page they are on sends them to sign in. */
export function forgetSession(queryClient: QueryClient, who: Who): void {
  queryClient.setQueryData(
    who === 'user' ? userQueryOptions().queryKey : sellerQueryOptions().queryKey,
    null,
  );
}

/**
 * Forgets the shopper or the seller after they signed out on purpose. The mark tells the guard
 * of the page they were on to send them to plain sign-in, not to offer that page again.
 */
export function signedOutOnPurpose(queryClient: QueryClient, who: Who): void {
  queryClient.setQueryData(sessionKeys.signedOut(who), true);
  forgetSession(queryClient, who);
}

export function didSignOutOnPurpose(queryClient: QueryClient, who: Who): boolean {
  return queryClient.getQueryData(sessionKeys.signedOut(who)) === true;
}
