import { useMutation, useQueryClient } from '@tanstack/react-query';

import { zRemoved } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { forgetFromSellerLists, refreshCatalog } from './cache';

/**
 * DELETE /api/v2/delete-shop-product/{id}: the product and its pictures. Answers the message to
 * show ("Product deleted successfully!"); 404 when the product is not the seller's.
 */
export async function deleteShopProduct(id: string): Promise<string> {
  return (
    await apiFetch(`/api/v2/delete-shop-product/${encodeURIComponent(id)}`, zRemoved, {
      method: 'DELETE',
    })
  ).message;
}

export function useDeleteShopProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShopProduct,
    onSuccess: (_message, id) => {
      // Gone from the list at once, not after the reload.
      forgetFromSellerLists(queryClient, id);
      void refreshCatalog(queryClient);
    },
    meta: { session: 'seller' },
  });
}
