import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdateUserBody } from '@/api';
import { zUserResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { accountChanged } from '@/lib/session';

/**
 * PUT /api/v2/update-user: `phoneNumber` is the 10 national digits, or '' to remove it; `password`
 * is the current one. 401 `invalid_credentials` for a wrong password; 409 `email_taken`.
 */
export async function updateUser(body: UpdateUserBody) {
  return (await apiFetch('/api/v2/update-user', zUserResponse, { method: 'PUT', json: body })).user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => accountChanged(queryClient, 'user', user),
    meta: { session: 'user' },
  });
}
