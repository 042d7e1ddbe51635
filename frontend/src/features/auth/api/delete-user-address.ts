import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zUserResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { accountChanged } from '@/lib/session';

/** DELETE /api/v2/delete-user-address/{id}. 404 when the address is not the caller's. */
export async function deleteUserAddress(id: string) {
  return (
    await apiFetch(`/api/v2/delete-user-address/${encodeURIComponent(id)}`, zUserResponse, {
      method: 'DELETE',
    })
  ).user;
}

export function useDeleteUserAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserAddress,
    onSuccess: (user) => accountChanged(queryClient, 'user', user),
    meta: { session: 'user' },
  });
}
