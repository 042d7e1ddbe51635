import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { MessageResponse, SellerResponse, UserResponse } from '@/api';
import { type Who, accountQueryOptions, didSignOutOnPurpose, sessionKeys } from '@/lib/session';
import { aSeller, aUser } from '@/test/auth';
import { createTestQueryClient } from '@/test/harness';
import { answer, server } from '@/test/server';

import { forgotPassword, resetPassword, useSignIn, useSignOut, useUpdateAvatar } from './accounts';

// The account calls written once for both kinds: each kind's call goes to its own path, and what
// it answers lands in that kind's session only.

const NEW_PICTURE = '/media/avatars/new.jpg';

const KINDS = [
  {
    who: 'user' as Who,
    paths: {
      signIn: '/api/v2/login',
      signOut: '/api/v2/user-logout',
      forgotPassword: '/api/v2/forgot-password',
      resetPassword: '/api/v2/reset-password',
      avatar: '/api/v2/update-user-avatar',
    },
    answer: () => answer<UserResponse>({ success: true, user: aUser({ avatar: NEW_PICTURE }) }),
  },
  {
    who: 'seller' as Who,
    paths: {
      signIn: '/api/v2/shop-login',
      signOut: '/api/v2/shop-logout',
      forgotPassword: '/api/v2/shop-forgot-password',
      resetPassword: '/api/v2/shop-reset-password',
      avatar: '/api/v2/update-shop-avatar',
    },
    answer: () => answer<SellerResponse>({ success: true, seller: aSeller({ avatar: NEW_PICTURE }) }),
  },
];

const other = (who: Who): Who => (who === 'user' ? 'seller' : 'user');

/** The mocked server for one kind's calls: every call recorded (a JSON body parsed), accounts and messages answered. */
function mockAccountCalls(kind: (typeof KINDS)[number]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const json = request.headers.get('Content-Type') === 'application/json';
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: json ? await request.json() : undefined,
    });
  };
  const message = (text: string) => answer<MessageResponse>({ success: true, message: text });
  const answering =
    (respond: () => Response) =>
    async ({ request }: { request: Request }) => {
      await record(request);
      return respond();
    };
  server.use(
    http.post(kind.paths.signIn, answering(kind.answer)),
    http.post(
      kind.paths.signOut,
      answering(() => message('Log out successful!')),
    ),
    http.post(
      kind.paths.forgotPassword,
      answering(() => message('Check your email.')),
    ),
    http.post(
      kind.paths.resetPassword,
      answering(() => message('Password reset.')),
    ),
    http.put(kind.paths.avatar, answering(kind.answer)),
  );
  return { calls };
}

function withClient() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe.each(KINDS)('the $who account calls', (kind) => {
  it('sign in at its own path and fill its own session only', async () => {
    const api = mockAccountCalls(kind);
    const { queryClient, wrapper } = withClient();
    const { result } = renderHook(() => useSignIn(kind.who), { wrapper });

    await act(() => result.current.mutateAsync({ email: 'a@example.com', password: 'secret-pass' }));

    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', kind.paths.signIn, { email: 'a@example.com', password: 'secret-pass' }],
    ]);
    expect(queryClient.getQueryData(accountQueryOptions(kind.who).queryKey)).toMatchObject({
      avatar: NEW_PICTURE,
    });
    expect(queryClient.getQueryData(sessionKeys.signedOut(kind.who))).toBe(false);
    expect(queryClient.getQueryData(accountQueryOptions(other(kind.who)).queryKey)).toBeUndefined();
  });

  it('sign out at its own path, say goodbye first, then forget that account on purpose', async () => {
    const api = mockAccountCalls(kind);
    const { queryClient, wrapper } = withClient();
    const signedIn = { _id: 'signed-in' } as never;
    queryClient.setQueryData(accountQueryOptions(kind.who).queryKey, signedIn);
    let whileLeaving: unknown;
    const leave = vi.fn(() => {
      whileLeaving = queryClient.getQueryData(accountQueryOptions(kind.who).queryKey);
    });
    const { result } = renderHook(() => useSignOut(kind.who, { leave }), { wrapper });

    await act(() => result.current.mutateAsync());

    expect(api.calls.map((call) => [call.method, call.path])).toEqual([['POST', kind.paths.signOut]]);
    expect(leave).toHaveBeenCalledWith('Log out successful!');
    // Still signed in while the page says goodbye; forgotten after.
    expect(whileLeaving).toBe(signedIn);
    expect(queryClient.getQueryData(accountQueryOptions(kind.who).queryKey)).toBeNull();
    expect(didSignOutOnPurpose(queryClient, kind.who)).toBe(true);
    expect(didSignOutOnPurpose(queryClient, other(kind.who))).toBe(false);
  });

  it('ask for a reset link and reset the password at its own paths', async () => {
    const api = mockAccountCalls(kind);

    await expect(forgotPassword(kind.who, { email: 'a@example.com' })).resolves.toBe('Check your email.');
    await expect(
      resetPassword(kind.who, { token: 'tok-1', newPassword: 'new-secret', confirmPassword: 'new-secret' }),
    ).resolves.toBe('Password reset.');

    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      [kind.paths.forgotPassword, { email: 'a@example.com' }],
      [
        kind.paths.resetPassword,
        { token: 'tok-1', newPassword: 'new-secret', confirmPassword: 'new-secret' },
      ],
    ]);
  });

  it('upload a new picture to its own path and show it in its own session', async () => {
    const api = mockAccountCalls(kind);
    const { queryClient, wrapper } = withClient();
    const { result } = renderHook(() => useUpdateAvatar(kind.who), { wrapper });

    await act(() => result.current.mutateAsync({ avatar: new File(['x'], 'me.png', { type: 'image/png' }) }));

    expect(api.calls.map((call) => [call.method, call.path])).toEqual([['PUT', kind.paths.avatar]]);
    expect(queryClient.getQueryData(accountQueryOptions(kind.who).queryKey)).toMatchObject({
      avatar: NEW_PICTURE,
    });
    expect(queryClient.getQueryData(accountQueryOptions(other(kind.who)).queryKey)).toBeUndefined();
  });
});
