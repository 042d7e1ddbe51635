import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

export const updateUserPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

export type UpdatePasswordBody = { oldPassword: string; newPassword: string; confirmPassword: string };

/** PUT /api/v2/update-user-password. This session is renewed; the shopper's other sessions end. */
export async function updateUserPassword(body: UpdatePasswordBody) {
  return (
    await apiFetch('/api/v2/update-user-password', updateUserPasswordResponse, { method: 'PUT', json: body })
  ).message;
}

export function useUpdateUserPassword() {
  return useMutation({
    mutationFn: updateUserPassword,
    meta: { session: 'user' },
  });
}
