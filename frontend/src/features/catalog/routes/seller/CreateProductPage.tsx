import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { PageHeader } from '@/components/ListPage';
import { paths } from '@/lib/paths';

import { useCreateProduct } from '../../api/seller/create-product';
import { ProductForm } from '../../components/seller/ProductForm';

/** /shop-dashboard-create-product: a new product for the seller's shop. */
export function CreateProductPage() {
  const createProduct = useCreateProduct();
  const navigate = useNavigate();

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title="Add a product" subtitle="Shoppers see it in your shop as soon as it is saved." />
      <ProductForm
        kind="product"
        submitLabel="Create product"
        pendingLabel="Creating product…"
        cancelTo={paths.shopProducts()}
        onSubmit={async ({ body }) => {
          await createProduct.mutateAsync(body);
          toast.success('Product created successfully!');
          await navigate(paths.shopProducts());
        }}
      />
    </div>
  );
}
