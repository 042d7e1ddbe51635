import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { signedInAsUser } from '@/lib/session';
import { userSchema } from '@/lib/session/schemas';
import { z } from '@/lib/zod';

export const createUserResponse = z.object({ success: z.literal(true), user: userSchema });

export type CreateUserBody = { name: string; email: string; password: string; avatar?: File };

/** POST /api/v2/create-user (multipart). 201 and signed in; 409 `email_taken`. */
export async function createUser({ avatar, ...fields }: CreateUserBody) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (avatar) body.append('avatar', avatar);
  return (await apiFetch('/api/v2/create-user', createUserResponse, { method: 'POST', body })).user;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => signedInAsUser(queryClient, user),
  });
}
