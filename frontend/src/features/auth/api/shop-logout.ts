import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zMessageResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { signedOutOnPurpose } from '@/lib/session';

/**
 * POST /api/v2/shop-logout: ends the seller's part of the session. A POST, like every write: the
 * server checks that it comes from Haat's own pages (the GET form is kept only for old links).
 */
export async function shopLogout() {
  return (await apiFetch('/api/v2/shop-logout', zMessageResponse, { method: 'POST' })).message;
}

/**
 * Signs the seller out. `leave` runs first (to say goodbye and leave the page); then the seller
 * is forgotten, and the guard of the page they were on sends them to sign in.
 */
export function useShopLogout({ leave }: { leave?: (message: string) => Promise<void> | void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopLogout,
    onSuccess: async (message) => {
      await leave?.(message);
      signedOutOnPurpose(queryClient, 'seller');
    },
  });
}
