import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { LoginBody } from '@/api';
import { zUserResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { signedInAsUser } from '@/lib/session';

/** POST /api/v2/login. 401 `invalid_credentials` for an unknown email or a wrong password. */
export async function login(body: LoginBody) {
  return (await apiFetch('/api/v2/login', zUserResponse, { method: 'POST', json: body })).user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => signedInAsUser(queryClient, user),
  });
}
