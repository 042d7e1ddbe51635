import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { userQueryOptions } from '@/lib/session';
import { userSchema } from '@/lib/session/schemas';
import { z } from '@/lib/zod';

export const updateUserResponse = z.object({ success: z.literal(true), user: userSchema });

/** `phoneNumber` is the 10 national digits, or '' to remove it; `password` is the current one. */
export type UpdateUserBody = { name: string; email: string; phoneNumber: string; password: string };

/** PUT /api/v2/update-user. 401 `invalid_credentials` for a wrong password; 409 `email_taken`. */
export async function updateUser(body: UpdateUserBody) {
  return (await apiFetch('/api/v2/update-user', updateUserResponse, { method: 'PUT', json: body })).user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
    meta: { session: 'user' },
  });
}
