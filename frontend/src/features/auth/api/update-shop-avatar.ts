import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zSellerResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { sellerQueryOptions } from '@/lib/session';

/** PUT /api/v2/update-shop-avatar (multipart `avatar`): the shop's picture. */
export async function updateShopAvatar(avatar: File) {
  const body = new FormData();
  body.append('avatar', avatar);
  return (await apiFetch('/api/v2/update-shop-avatar', zSellerResponse, { method: 'PUT', body })).seller;
}

export function useUpdateShopAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopAvatar,
    onSuccess: (seller) => queryClient.setQueryData(sellerQueryOptions().queryKey, seller),
    meta: { session: 'seller' },
  });
}
