import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ProductForm } from '@/api';
import { zSavedProduct } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { refreshCatalog } from './cache';
import { ownProductsQueryOptions } from './get-own-products';
import { productFormData } from './product-body';

/**
 * POST /api/v2/create-product (multipart): 201 with the product. 400 names every wrong field in
 * `error.fields` (`images` included) and stores nothing.
 */
export async function createProduct(body: Omit<ProductForm, 'startDate' | 'endDate' | 'keepImages'>) {
  return (
    await apiFetch('/api/v2/create-product', zSavedProduct, {
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
