import { MutationCache, QueryCache, type QueryClient } from '@tanstack/react-query';

import type { ErrorCode } from '@/api';
import { ApiError } from '@/lib/api';

import { forgetSession } from './changes';
import type { Who } from './keys';

// The sign-out-on-401 rule, in one place: the QueryClient's caches apply it to every query and
// mutation that names the session it runs in (`meta: { session: 'seller' }`).

/** What a query's `meta` may say: the session the call needs (`'user'` for the Admin's too). */
export type SessionQueryMeta = { session?: Who };

/**
 * What a mutation's `meta` may say: the session the call needs, or how to tell it from the
 * mutation's variables (a delete that the seller or the Admin makes through one hook).
 */
export type SessionMutationMeta = { session?: Who | ((variables: never) => Who) };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionQueryMeta;
    mutationMeta: SessionMutationMeta;
  }
}

// The code as a checked literal rather than `ErrorCode.INVALID_CREDENTIALS`: this file loads with
// every page, and the generated constants would bring all of the contract's value lists with it
// into the storefront's first load (about 1 KB gzipped, docs/benchmarks.md).
const WRONG_PASSWORD: ErrorCode = 'invalid_credentials';

/**
 * A 401 on a call that needs a session means the session is over (expired, or ended by a
 * password change elsewhere). `invalid_credentials` is a wrong password at sign-in, not a lost
 * session: it signs nobody out.
 */
export function isSessionOver(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== WRONG_PASSWORD;
}

/**
 * Forgets `who` when `error` says their session is over, so the route guard of the page takes them
 * to sign in (and back afterwards) instead of leaving a page whose every call fails. A 403 (signed
 * in, but not allowed) is left to the page that asked.
 */
export function forgetSessionIfOver(queryClient: QueryClient, error: unknown, who: Who | undefined): void {
  if (who !== undefined && isSessionOver(error)) forgetSession(queryClient, who);
}

/**
 * The query and mutation caches of a QueryClient that applies the rule, for the app's client and
 * the tests' alike. `client` answers the QueryClient they belong to, made after them.
 */
export function sessionCaches(client: () => QueryClient): {
  queryCache: QueryCache;
  mutationCache: MutationCache;
} {
  return {
    queryCache: new QueryCache({
      onError: (error, query) => forgetSessionIfOver(client(), error, query.meta?.session),
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _onMutateResult, mutation) => {
        const session = mutation.meta?.session;
        const who = typeof session === 'function' ? session(variables as never) : session;
        forgetSessionIfOver(client(), error, who);
      },
    }),
  };
}
