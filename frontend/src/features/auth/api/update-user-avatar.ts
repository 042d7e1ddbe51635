import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zUserResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { userQueryOptions } from '@/lib/session';

/** PUT /api/v2/update-user-avatar (multipart `avatar`). */
export async function updateUserAvatar(avatar: File) {
  const body = new FormData();
  body.append('avatar', avatar);
  return (await apiFetch('/api/v2/update-user-avatar', zUserResponse, { method: 'PUT', body })).user;
}

export function useUpdateUserAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAvatar,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
    meta: { session: 'user' },
  });
}
