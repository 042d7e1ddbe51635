import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ForgotPasswordBody, LoginBody, ResetPasswordBody } from '@/api';
import { zMessageResponse, zSellerResponse, zUserResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { type UploadControl, apiUpload } from '@/lib/upload';
import {
  type AccountOf,
  type Who,
  accountChanged,
  accountQueryOptions,
  signedIn,
  signedOutOnPurpose,
} from '@/lib/session';
import type { z } from '@/lib/zod';

// The account calls a shopper and a seller both make, written once for either kind of account
// (docs/identity.md): sign in, sign out, ask for a reset link, choose a new password, change the
// picture. Only the paths differ, and the name an answer gives the account (`user` or `seller`).

type AccountCalls<A> = {
  paths: { signIn: string; signOut: string; forgotPassword: string; resetPassword: string; avatar: string };
  /** An answer that carries the account, read down to the account. */
  account: z.ZodType<A>;
};

const CALLS: { [W in Who]: AccountCalls<AccountOf[W]> } = {
  user: {
    paths: {
      signIn: '/api/v2/login',
      signOut: '/api/v2/user-logout',
      forgotPassword: '/api/v2/forgot-password',
      resetPassword: '/api/v2/reset-password',
      avatar: '/api/v2/update-user-avatar',
    },
    account: zUserResponse.transform(({ user }) => user),
  },
  seller: {
    paths: {
      signIn: '/api/v2/shop-login',
      signOut: '/api/v2/shop-logout',
      forgotPassword: '/api/v2/shop-forgot-password',
      resetPassword: '/api/v2/shop-reset-password',
      avatar: '/api/v2/update-shop-avatar',
    },
    account: zSellerResponse.transform(({ seller }) => seller),
  },
};

/**
 * POST /api/v2/login or /api/v2/shop-login: the account signed in. 401 `invalid_credentials` for
 * an unknown email or a wrong password; a shop not activated yet is 403 `shop_not_active`, a
 * suspended account 403 `account_suspended`.
 */
export async function signIn<W extends Who>(who: W, body: LoginBody): Promise<AccountOf[W]> {
  return apiFetch(CALLS[who].paths.signIn, CALLS[who].account, { method: 'POST', json: body });
}

export function useSignIn<W extends Who>(who: W) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => signIn(who, body),
    onSuccess: (account) => signedIn(queryClient, who, account),
  });
}

/**
 * POST /api/v2/user-logout or /api/v2/shop-logout: ends that kind's part of the session; answers
 * the message to show. A POST, like every write: the server checks that it comes from Haat's own
 * pages, so no other site can sign anyone out (the GET form is kept only for old links).
 */
export async function signOut(who: Who): Promise<string> {
  return (await apiFetch(CALLS[who].paths.signOut, zMessageResponse, { method: 'POST' })).message;
}

/**
 * Signs out as `who`. `leave` runs first (to say goodbye and leave the page); then the account is
 * forgotten, and the guard of the page it was on sends the visitor to sign in.
 */
export function useSignOut(who: Who, { leave }: { leave?: (message: string) => Promise<void> | void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(who),
    onSuccess: async (message) => {
      await leave?.(message);
      signedOutOnPurpose(queryClient, who);
    },
  });
}

/**
 * POST /api/v2/forgot-password or /api/v2/shop-forgot-password: emails a reset link; answers the
 * message to show, the same whether or not the account exists.
 */
export async function forgotPassword(who: Who, body: ForgotPasswordBody): Promise<string> {
  return (await apiFetch(CALLS[who].paths.forgotPassword, zMessageResponse, { method: 'POST', json: body }))
    .message;
}

export function useForgotPassword(who: Who) {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => forgotPassword(who, body) });
}

/**
 * POST /api/v2/reset-password or /api/v2/shop-reset-password: the new password, with the emailed
 * token. Ends every session of the account; 400 `invalid_token` for a used or expired link.
 */
export async function resetPassword(who: Who, body: ResetPasswordBody): Promise<string> {
  return (await apiFetch(CALLS[who].paths.resetPassword, zMessageResponse, { method: 'POST', json: body }))
    .message;
}

export function useResetPassword(who: Who) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => resetPassword(who, body),
    // If this browser was signed in as that account, it no longer is: ask the server again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountQueryOptions(who).queryKey });
    },
  });
}

/**
 * PUT /api/v2/update-user-avatar or /api/v2/update-shop-avatar (multipart `avatar`): the account's
 * new picture. `upload` follows and cancels the sending.
 */
export async function updateAvatar<W extends Who>(
  who: W,
  avatar: File,
  upload: UploadControl = {},
): Promise<AccountOf[W]> {
  const body = new FormData();
  body.append('avatar', avatar);
  return apiUpload(CALLS[who].paths.avatar, CALLS[who].account, { method: 'PUT', body, ...upload });
}

/** Changes the picture of whoever is signed in as `who`; every picture of the account on screen changes with it. */
export function useUpdateAvatar<W extends Who>(who: W) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ avatar, upload }: { avatar: File; upload?: UploadControl }) =>
      updateAvatar(who, avatar, upload),
    onSuccess: (account) => accountChanged(queryClient, who, account),
    meta: { session: who },
  });
}
