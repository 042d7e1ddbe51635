import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { User, UserStatusBody, UserStatusChoice } from '@/api';
import { zAdminUserAnswer } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { rowChanged } from './cache';
import { adminKeys } from './keys';

/**
 * PUT /api/v2/admin-update-user-status/{id} with `{"status": "suspended" | "active"}`: a suspended
 * user's sessions end at once and they cannot sign in. 409 `cannot_suspend_admin` for an Admin.
 */
export async function updateUserStatus(id: string, status: UserStatusChoice): Promise<User> {
  return (
    await apiFetch(`/api/v2/admin-update-user-status/${encodeURIComponent(id)}`, zAdminUserAnswer, {
      method: 'PUT',
      json: { status } satisfies UserStatusBody,
    })
  ).user;
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatusChoice }) => updateUserStatus(id, status),
    onSuccess: (user) => rowChanged<User>(queryClient, adminKeys.users(), user._id, () => user),
    onError: () => void queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    meta: { session: 'user' },
  });
}
