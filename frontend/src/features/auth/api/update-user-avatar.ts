import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { userQueryOptions } from './get-user';
import { userSchema } from './schemas';
import { forgetUserIfSignedOut } from './session';

export const updateUserAvatarResponse = z.object({ success: z.literal(true), user: userSchema });

/** PUT /api/v2/update-user-avatar (multipart `avatar`). */
export async function updateUserAvatar(avatar: File) {
  const body = new FormData();
  body.append('avatar', avatar);
  return (await apiFetch('/api/v2/update-user-avatar', updateUserAvatarResponse, { method: 'PUT', body }))
    .user;
}

export function useUpdateUserAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAvatar,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
    onError: (error) => forgetUserIfSignedOut(queryClient, error),
  });
}
