import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { rowChanged } from './cache';
import { adminKeys } from './keys';
import { type AdminUser, type UserStatus, adminUserSchema } from './schemas';

export const updateUserStatusResponse = z.object({ success: z.literal(true), user: adminUserSchema });

/**
 * PUT /api/v2/admin-update-user-status/{id} with `{"status": "suspended" | "active"}`: a suspended
 * user's sessions end at once and they cannot sign in. 409 `cannot_suspend_admin` for an Admin.
 */
export async function updateUserStatus(id: string, status: UserStatus): Promise<AdminUser> {
  return (
    await apiFetch(`/api/v2/admin-update-user-status/${encodeURIComponent(id)}`, updateUserStatusResponse, {
      method: 'PUT',
      json: { status },
    })
  ).user;
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatus }) => updateUserStatus(id, status),
    onSuccess: (user) => rowChanged<AdminUser>(queryClient, adminKeys.users(), user._id, () => user),
    onError: () => void queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    meta: { session: 'user' },
  });
}
