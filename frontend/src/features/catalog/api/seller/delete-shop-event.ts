import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zRemoved } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { forgetFromSellerLists, refreshCatalog } from './cache';

/**
 * DELETE /api/v2/delete-shop-event/{id}: the event and its pictures, running or not (unlike the
 * shoppers' DELETE /delete-event, the owner may end a deal early). Answers the message to show
 * ("Event deleted successfully!"); 404 when the event is not the seller's.
 */
export async function deleteShopEvent(id: string): Promise<string> {
  return (
    await apiFetch(`/api/v2/delete-shop-event/${encodeURIComponent(id)}`, zRemoved, {
      method: 'DELETE',
    })
  ).message;
}

export function useDeleteShopEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShopEvent,
    onSuccess: (_message, id) => {
      // Gone from the list at once, not after the reload.
      forgetFromSellerLists(queryClient, id);
      void refreshCatalog(queryClient);
    },
    meta: { session: 'seller' },
  });
}
