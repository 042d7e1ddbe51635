import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ProductForm } from '@/api';
import { zSavedProduct } from '@/api/schemas';
import { type UploadControl, apiUpload } from '@/lib/upload';

import { refreshCatalog } from './cache';
import { ownProductsQueryOptions } from './get-own-products';
import { productFormData } from './product-body';

/**
 * PUT /api/v2/edit-shop-product/{id} (multipart): the whole product again, its kept pictures named
 * by path (`keepImages`, the product's current `images` to keep, in order; the uploaded `images`
 * are added after them). 404 when the product is not the seller's. `upload` follows and cancels
 * the sending.
 */
export async function editProduct({
  id,
  body,
  upload = {},
}: {
  id: string;
  body: Omit<ProductForm, 'startDate' | 'endDate'>;
  upload?: UploadControl;
}) {
  const form = productFormData(body);
  return (
    await apiUpload(`/api/v2/edit-shop-product/${encodeURIComponent(id)}`, zSavedProduct, {
      method: 'PUT',
      body: form,
      ...upload,
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
