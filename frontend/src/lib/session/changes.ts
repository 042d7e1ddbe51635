import type { QueryClient } from '@tanstack/react-query';

import { accountQueryOptions } from './get-account';
import { type Who, sessionKeys } from './keys';
import type { AccountOf } from './types';

// Every change of who is signed in goes through these, for either kind of account, so the cached
// user and seller always match the server's session.

/** `account` has just signed in as `who`. */
export function signedIn<W extends Who>(queryClient: QueryClient, who: W, account: AccountOf[W]): void {
  queryClient.setQueryData(sessionKeys.signedOut(who), false);
  accountChanged(queryClient, who, account);
}

/** The signed-in account changed (its details, addresses or picture): the server's answer replaces it. */
export function accountChanged<W extends Who>(queryClient: QueryClient, who: W, account: AccountOf[W]): void {
  queryClient.setQueryData(accountQueryOptions(who).queryKey, account);
}

/** Forgets the shopper or the seller: the route guard of the page they are on sends them to sign in. */
export function forgetSession(queryClient: QueryClient, who: Who): void {
  queryClient.setQueryData(accountQueryOptions(who).queryKey, null);
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
