import { useMutation } from '@tanstack/react-query';

import type { UpdatePasswordBody } from '@/api';
import { zMessageResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

/** PUT /api/v2/update-user-password. This session is renewed; the shopper's other sessions end. */
export async function updateUserPassword(body: UpdatePasswordBody) {
  return (await apiFetch('/api/v2/update-user-password', zMessageResponse, { method: 'PUT', json: body }))
    .message;
}

export function useUpdateUserPassword() {
  return useMutation({
    mutationFn: updateUserPassword,
    meta: { session: 'user' },
  });
}
