import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zRemoved } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

import { rowChanged } from './cache';
import { adminKeys } from './keys';

/**
 * DELETE /api/v2/delete-product-admin/{id}: deletes any shop's product or event, with its images.
 * Answers the message to show; 404 when it is already gone.
 */
export async function deleteProductAsAdmin(id: string): Promise<string> {
  return (
    await apiFetch(`/api/v2/delete-product-admin/${encodeURIComponent(id)}`, zRemoved, {
      method: 'DELETE',
    })
  ).message;
}

export function useDeleteProductAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductAsAdmin,
    // Gone from the list at once, not after the reload.
    onSuccess: (_message, id) => rowChanged(queryClient, adminKeys.catalog(), id, () => null),
    onError: (error) => {
      // Deleted elsewhere meanwhile: the reload shows the list as it is.
      if (error instanceof ApiError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: adminKeys.catalog() });
    },
    meta: { session: 'user' },
  });
}
