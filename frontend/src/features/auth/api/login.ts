import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { signedInAsUser } from '@/lib/session';
import { userSchema } from '@/lib/session/schemas';
import { z } from '@/lib/zod';

export const loginResponse = z.object({ success: z.literal(true), user: userSchema });

export type LoginBody = { email: string; password: string };

/** POST /api/v2/login. 401 `invalid_credentials` for an unknown email or a wrong password. */
export async function login(body: LoginBody) {
  return (await apiFetch('/api/v2/login', loginResponse, { method: 'POST', json: body })).user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => signedInAsUser(queryClient, user),
  });
}
