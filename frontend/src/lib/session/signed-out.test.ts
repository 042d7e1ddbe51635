import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { createTestQueryClient } from '@/test/harness';

import { sellerQueryOptions, userQueryOptions } from './get-account';
import type { Who } from './keys';
import { isSessionOver } from './signed-out';

// The sign-out-on-401 rule lives in the QueryClient's caches: a call that names its session
// (`meta.session`) and is answered 401 forgets that session, so the route guard takes the person
// to sign in. A wrong password at sign-in is also a 401, and signs nobody out.

const sessionOver = () => new ApiError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
const wrongPassword = () =>
  new ApiError(401, ErrorCode.INVALID_CREDENTIALS, 'The email or password is incorrect.');
const notAllowed = () => new ApiError(403, ErrorCode.FORBIDDEN, 'This is not your shop.');

/** A client with a shopper and a seller signed in. */
function signedInClient(make: () => QueryClient = createQueryClient) {
  const client = make();
  client.setQueryData(userQueryOptions().queryKey, { _id: 'user-1' } as never);
  client.setQueryData(sellerQueryOptions().queryKey, { _id: 'shop-1' } as never);
  return client;
}

const who = (client: QueryClient) => ({
  user: client.getQueryData(userQueryOptions().queryKey) !== null,
  seller: client.getQueryData(sellerQueryOptions().queryKey) !== null,
});

/** Runs a query that fails with `error`. */
async function failQuery(client: QueryClient, error: Error, session?: Who) {
  await client
    .fetchQuery({
      queryKey: ['a-call', Math.random()],
      queryFn: () => Promise.reject(error),
      retry: false,
      meta: session ? { session } : {},
    })
    .catch(() => undefined);
}

/** Runs a mutation that fails with `error`. */
async function failMutation<V>(client: QueryClient, error: Error, meta: object, variables: V) {
  const observer = new MutationObserver(client, {
    mutationFn: () => Promise.reject(error),
    meta: meta as never,
  });
  await observer.mutate(variables as never).catch(() => undefined);
}

describe('isSessionOver', () => {
  it('is a 401, except a wrong password', () => {
    expect(isSessionOver(sessionOver())).toBe(true);
    expect(isSessionOver(wrongPassword())).toBe(false);
    expect(isSessionOver(notAllowed())).toBe(false);
    expect(isSessionOver(new Error('offline'))).toBe(false);
  });
});

describe('a query answered 401', () => {
  it('forgets the session it names, and only that one', async () => {
    const client = signedInClient();
    await failQuery(client, sessionOver(), 'seller');
    expect(who(client)).toEqual({ user: true, seller: false });

    const other = signedInClient();
    await failQuery(other, sessionOver(), 'user');
    expect(who(other)).toEqual({ user: false, seller: true });
  });

  it('forgets nobody when it names no session, or the answer is a 403', async () => {
    const client = signedInClient();
    await failQuery(client, sessionOver());
    await failQuery(client, notAllowed(), 'seller');
    expect(who(client)).toEqual({ user: true, seller: true });
  });
});

describe('a mutation answered 401', () => {
  it('forgets the session it names', async () => {
    const client = signedInClient();
    await failMutation(client, sessionOver(), { session: 'user' }, undefined);
    expect(who(client)).toEqual({ user: false, seller: true });
  });

  it('forgets the session its variables name, when it says whose call it is from them', async () => {
    const whose = ({ as }: { as: 'seller' | 'admin' }) => (as === 'seller' ? 'seller' : 'user');
    const seller = signedInClient();
    await failMutation(seller, sessionOver(), { session: whose }, { as: 'seller' });
    expect(who(seller)).toEqual({ user: true, seller: false });

    const admin = signedInClient();
    await failMutation(admin, sessionOver(), { session: whose }, { as: 'admin' });
    expect(who(admin)).toEqual({ user: false, seller: true });
  });

  it('signs nobody out for a wrong password (invalid_credentials), nor for a 403', async () => {
    const client = signedInClient();
    await failMutation(client, wrongPassword(), { session: 'user' }, undefined);
    await failMutation(client, notAllowed(), { session: 'seller' }, undefined);
    expect(who(client)).toEqual({ user: true, seller: true });
  });
});

describe("the tests' QueryClient", () => {
  it('applies the same rule as the app’s', async () => {
    const client = signedInClient(createTestQueryClient);
    await failQuery(client, sessionOver(), 'seller');
    await failMutation(client, wrongPassword(), { session: 'user' }, undefined);
    expect(who(client)).toEqual({ user: true, seller: false });
  });
});
