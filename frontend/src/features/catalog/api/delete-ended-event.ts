import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zRemoved } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { catalogKeys } from './keys';

/**
 * DELETE /api/v2/delete-event/{id}: asks the server to remove an event that has ended (docs/product.md §7.2).
 * The server refuses a running event (409 `event_running`) and removes ended ones by itself anyway,
 * so a refusal or a failure here changes nothing for the shopper.
 */
export async function deleteEndedEvent(id: string): Promise<string> {
  return (
    await apiFetch(`/api/v2/delete-event/${encodeURIComponent(id)}`, zRemoved, {
      method: 'DELETE',
    })
  ).message;
}

/** Deletes an ended event, then reloads every event list, whether or not the delete went through. */
export function useDeleteEndedEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEndedEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.events() }),
  });
}
