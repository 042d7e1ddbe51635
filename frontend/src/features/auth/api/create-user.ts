import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateUserForm } from '@/api';
import { zUserResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { signedIn } from '@/lib/session';

/** POST /api/v2/create-user (multipart). 201 and signed in; 409 `email_taken`. */
export async function createUser({ avatar, ...fields }: CreateUserForm) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (avatar) body.append('avatar', avatar);
  return (await apiFetch('/api/v2/create-user', zUserResponse, { method: 'POST', body })).user;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => signedIn(queryClient, 'user', user),
  });
}
