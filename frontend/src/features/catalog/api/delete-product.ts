import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';

import type { Product } from '@/api';
import { zRemoved } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { refreshCatalog } from './seller/cache';
import { deleteShopEvent } from './seller/delete-shop-event';
import { deleteShopProduct } from './seller/delete-shop-product';

/**
 * DELETE /api/v2/delete-product-admin/{id} (Admin): a product or an event, of any shop. Answers the
 * message to show ("Product deleted successfully!").
 */
export async function deleteProductAsAdmin(id: string): Promise<string> {
  return (
    await apiFetch(`/api/v2/delete-product-admin/${encodeURIComponent(id)}`, zRemoved, {
      method: 'DELETE',
    })
  ).message;
}

/**
 * Who is deleting (docs/product.md §7.8): the owning seller through the shop's own endpoints (one for
 * products, one for events), or the Admin through the admin endpoint.
 */
export type DeleteAs = 'seller' | 'admin';

export type DeleteProductInput = { product: Pick<Product, '_id' | 'isEvent'>; as: DeleteAs };

/** Deletes through the endpoint that fits who is asking; answers the server's message. */
export function deleteProduct({ product, as }: DeleteProductInput): Promise<string> {
  if (as === 'admin') return deleteProductAsAdmin(product._id);
  return product.isEvent ? deleteShopEvent(product._id) : deleteShopProduct(product._id);
}

/**
 * The product card's delete, with the feedback of docs/product.md §3: a success toast with the
 * server's message, or the failure in a browser alert. The feedback lives here and not in the
 * card's `mutate` callbacks because a deleted product's card unmounts as soon as the refreshed
 * list arrives, and TanStack Query skips the callbacks of an unmounted caller.
 */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (message) => {
      toast.success(message);
      return refreshCatalog(queryClient);
    },
    onError: (error) => window.alert(error.message),
    // A 401 forgets whoever was deleting: the seller, or the Admin (whose session is the user's),
    // so the page stops offering what they cannot do.
    meta: { session: ({ as }: DeleteProductInput) => (as === 'seller' ? 'seller' : 'user') },
  });
}
