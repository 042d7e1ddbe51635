import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { sellerQueryOptions } from '@/lib/session';
import { sellerSchema } from '@/lib/session/schemas';
import { z } from '@/lib/zod';

export const updateShopAvatarResponse = z.object({ success: z.literal(true), seller: sellerSchema });

/** PUT /api/v2/update-shop-avatar (multipart `avatar`): the shop's picture. */
export async function updateShopAvatar(avatar: File) {
  const body = new FormData();
  body.append('avatar', avatar);
  return (await apiFetch('/api/v2/update-shop-avatar', updateShopAvatarResponse, { method: 'PUT', body }))
    .seller;
}

export function useUpdateShopAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopAvatar,
    onSuccess: (seller) => queryClient.setQueryData(sellerQueryOptions().queryKey, seller),
    meta: { session: 'seller' },
  });
}
