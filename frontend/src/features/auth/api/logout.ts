import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zMessageResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { signedOutOnPurpose } from '@/lib/session';

/**
 * POST /api/v2/user-logout: ends the shopper's part of the session. A POST, like every write: the
 * server checks that it comes from Haat's own pages, so no other site can sign anyone out (the GET
 * form is kept only for old links).
 */
export async function logout() {
  return (await apiFetch('/api/v2/user-logout', zMessageResponse, { method: 'POST' })).message;
}

/**
 * Signs the shopper out. `leave` runs first (to say goodbye and leave the page); then the
 * shopper is forgotten, and the guard of the page they were on sends them to sign in.
 */
export function useLogout({ leave }: { leave?: (message: string) => Promise<void> | void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async (message) => {
      await leave?.(message);
      signedOutOnPurpose(queryClient, 'user');
    },
  });
}
