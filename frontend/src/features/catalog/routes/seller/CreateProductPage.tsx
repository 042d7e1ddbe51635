import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { PageHeader } from '@/components/ListPage';
import { paths } from '@/lib/paths';

import { useCreateProduct } from '../../api/seller/create-product';
import { ProductForm } from '../../components/seller/ProductForm';
import { catalog } from '../../i18n';

/** /shop-dashboard-create-product: a new product for the seller's shop. */
export function CreateProductPage() {
  const t = catalog.useT();
  const createProduct = useCreateProduct();
  const navigate = useNavigate();

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('createProduct.title')} subtitle={t('createProduct.subtitle')} />
      <ProductForm
        kind="product"
        submitLabel={t('createProduct.submit')}
        pendingLabel={t('createProduct.pending')}
        cancelTo={paths.shopProducts()}
        onSubmit={async ({ body }, upload) => {
          const product = await createProduct.mutateAsync({ body, upload });
          // Held for the Admin's approval (docs/catalog.md "Moderation"): not public yet.
          toast.success(
            t(product.moderation?.status === 'pending' ? 'createProduct.doneHeld' : 'createProduct.done'),
          );
          await navigate(paths.shopProducts());
        }}
      />
    </div>
  );
}
