import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ProductForm } from '@/api';
import { zSavedProduct } from '@/api/schemas';
import { type UploadControl, apiUpload } from '@/lib/upload';

import { refreshCatalog } from './cache';
import { ownProductsQueryOptions } from './get-own-products';
import { productFormData } from './product-body';

export type CreateProductBody = Omit<ProductForm, 'startDate' | 'endDate' | 'keepImages'>;

/**
 * POST /api/v2/create-product (multipart): 201 with the product. 400 names every wrong field in
 * `error.fields` (`images` included) and stores nothing. `upload` follows and cancels the sending.
 */
export async function createProduct(body: CreateProductBody, upload: UploadControl = {}) {
  return (
    await apiUpload('/api/v2/create-product', zSavedProduct, {
      method: 'POST',
      body: productFormData(body),
      ...upload,
    })
  ).product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, upload }: { body: CreateProductBody; upload?: UploadControl }) =>
      createProduct(body, upload),
    onSuccess: (product) => {
      // Newest first, as the list comes from the server: the products page shows it at once.
      queryClient.setQueryData(ownProductsQueryOptions(product.shopId).queryKey, (products) =>
        products ? [product, ...products] : products,
      );
      void refreshCatalog(queryClient);
    },
    meta: { session: 'seller' },
  });
}
