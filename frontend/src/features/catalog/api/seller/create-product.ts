import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { productSchema } from '../schemas';
import { ownProductsQueryOptions } from './get-own-products';
import { type ProductBody, productFormData } from './product-body';
import { refreshCatalog } from './cache';

export const createProductResponse = z.object({ success: z.literal(true), product: productSchema });

/**
 * POST /api/v2/create-product (multipart): 201 with the product. 400 names every wrong field in
 * `error.fields` (`images` included) and stores nothing.
 */
export async function createProduct(body: ProductBody) {
  return (
    await apiFetch('/api/v2/create-product', createProductResponse, {
      method: 'POST',
      body: productFormData(body),
    })
  ).product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
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
