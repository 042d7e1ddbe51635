import { PackageX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { secondaryButtonClass } from '@/components/form';
import { EmptyState, LoadError, PageHeader } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import { useEditProduct } from '../../api/seller/edit-product';
import { useOwnProduct } from '../../api/seller/get-own-products';
import { ProductForm } from '../../components/seller/ProductForm';
import { catalog } from '../../i18n';

/** Not the seller's product, or no longer there: the page says so instead of an error. */
const isNotFound = (error: Error) => error instanceof ApiError && error.status === 404;

function EditProduct({ shopId, id }: { shopId: string; id: string }) {
  const t = catalog.useT();
  // The seller's own view of the product, which also proves it is theirs: the public details call
  // would hide it while moderation holds it or the shop is suspended.
  const found = useOwnProduct(shopId, id);
  const editProduct = useEditProduct();
  const navigate = useNavigate();

  if (found.isPending) return <FullPageSpinner label={t('editProduct.loading')} />;
  if (found.isError && !isNotFound(found.error))
    return <LoadError message={found.error.message} onRetry={() => void found.refetch()} />;

  const product = found.data;
  if (!product) {
    return (
      <EmptyState
        icon={<PackageX className="h-12 w-12 text-stone-400" aria-hidden="true" />}
        title={t('editProduct.missing.title')}
      >
        <p>{t('editProduct.missing.text')}</p>
        <Link to={paths.shopProducts()} className={`${secondaryButtonClass} mt-5`}>
          {t('editProduct.missing.back')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <ProductForm
      // A fresh form for each product, so nothing typed for one is carried to another.
      key={product._id}
      kind="product"
      product={product}
      submitLabel={t('editProduct.submit')}
      pendingLabel={t('editProduct.pending')}
      cancelTo={paths.shopProducts()}
      onSubmit={async ({ body, keepImages }, upload) => {
        const saved = await editProduct.mutateAsync({
          id: product._id,
          body: { ...body, keepImages },
          upload,
        });
        // A product the Admin sent back goes to the Admin again (docs/catalog.md "Moderation").
        toast.success(
          t(saved.moderation?.status === 'pending' ? 'editProduct.doneHeld' : 'editProduct.done'),
        );
        await navigate(paths.shopProducts());
      }}
    />
  );
}

/** /shop-dashboard/products/{id}/edit: change one of the seller's products, its pictures included. */
export function EditProductPage() {
  const t = catalog.useT();
  const { id = '' } = useParams();
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('editProduct.title')} subtitle={t('editProduct.subtitle')} />
      <EditProduct shopId={seller._id} id={id} />
    </div>
  );
}
