import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { productSchema } from '../schemas';
import { ownProductsQueryOptions } from './get-own-products';
import { type ProductBody, productFormData } from './product-body';
import { refreshCatalog } from './cache';

export const editProductResponse = z.object({ success: z.literal(true), product: productSchema });

export type EditProductBody = ProductBody & {
  /** The product's current image paths (from `images`) to keep, in order; `images` are added after them. */
  keepImages: string[];
};

/**
 * PUT /api/v2/edit-shop-product/{id} (multipart): the whole product again, its kept pictures named
 * by path and new ones uploaded. 404 when the product is not the seller's.
 */
export async function editProduct({ id, body }: { id: string; body: EditProductBody }) {
  const form = productFormData(body);
  for (const path of body.keepImages) form.append('keepImages', path);
  return (
    await apiFetch(`/api/v2/edit-shop-product/${encodeURIComponent(id)}`, editProductResponse, {
      method: 'PUT',
      body: form,
    })
  ).product;
}

export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(ownProductsQueryOptions(product.shopId).queryKey, (products) =>
        products?.map((other) => (other._id === product._id ? product : other)),
      );
      void refreshCatalog(queryClient);
    },
    meta: { session: 'seller' },
  });
}
