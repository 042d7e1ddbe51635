import { ExternalLink, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Product } from '@/api';
import { EmptyState, ListPage, LoadError } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { primaryButtonClass } from '@/components/form';
import { categoryName } from '@/lib/categories';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import { useDeleteShopProduct } from '../../api/seller/delete-shop-product';
import { useOwnProducts } from '../../api/seller/get-own-products';
import { Price, Rating, Stock, Thumbnail, formatCount } from '../../components/seller/cells';
import { ModerationNote } from '../../components/seller/ModerationNote';
import { AddLink, iconButtonClass } from '../../components/seller/ui';
import { useConfirmDelete } from '../../components/seller/use-confirm-delete';
import { catalog } from '../../i18n';

// One table on every screen: a row per product on a wide screen, a card per product on a phone
// (the row becomes a grid and each value carries its own label), so there is one set of actions
// and one tab order whatever the width.
const headClass = 'px-3 py-3 font-medium';
/** The columns, by the catalogue key of their heading; the picture's and the actions' need no visible heading. */
const COLUMNS = [
  { label: 'sellerProducts.column.picture', visible: false },
  { label: 'sellerProducts.column.name', visible: true },
  { label: 'sellerProducts.column.category', visible: true },
  { label: 'seller.price', visible: true },
  { label: 'seller.stock', visible: true },
  { label: 'seller.sold', visible: true },
  { label: 'seller.rating', visible: true },
  { label: 'sellerProducts.column.actions', visible: false },
] as const;
const cellClass = 'md:table-cell md:px-3 md:py-3 md:align-middle';
/** A value's label, shown on the phone's card only; the table's header says it on a wide screen. */
const MobileLabel = ({ children }: { children: string }) => (
  <span className="block text-xs text-stone-500 md:hidden">{children}</span>
);

function ProductRow({
  product,
  deleting,
  onDelete,
}: {
  product: Product;
  deleting: boolean;
  onDelete: () => void;
}) {
  const t = catalog.useT();
  return (
    <tr className="grid grid-cols-[4rem_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-1.5 rounded-md border border-stone-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0">
      <td className={`row-span-5 md:w-20 md:pl-4 ${cellClass}`}>
        <Thumbnail src={product.thumbnails[0] ?? product.images[0]} />
      </td>
      <th scope="row" className={`col-span-3 text-left font-medium text-stone-900 ${cellClass}`}>
        <span className="line-clamp-2 break-words">{product.name}</span>
        <ModerationNote moderation={product.moderation} />
      </th>
      <td className={`col-span-3 text-stone-600 ${cellClass}`}>{categoryName(product.category)}</td>
      <td className={`col-span-3 ${cellClass}`}>
        <Price selling={product.sellingPrice} original={product.originalPrice} />
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('seller.stock')}</MobileLabel>
        <Stock stock={product.stock} />
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('seller.sold')}</MobileLabel>
        {formatCount(product.sold_out)}
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('seller.rating')}</MobileLabel>
        <Rating ratings={product.ratings} reviews={product.numOfReviews} />
      </td>
      <td className={`col-span-3 col-start-2 md:pr-4 ${cellClass}`}>
        <div className="flex justify-end gap-1">
          <Link
            to={paths.product(product._id)}
            aria-label={t('seller.view', { name: product.name })}
            title={t('seller.viewTitle')}
            className={iconButtonClass}
          >
            <ExternalLink className="h-5 w-5" aria-hidden="true" />
          </Link>
          <Link
            to={paths.shopEditProduct(product._id)}
            aria-label={t('seller.edit', { name: product.name })}
            title={t('seller.editTitle')}
            className={iconButtonClass}
          >
            <Pencil className="h-5 w-5" aria-hidden="true" />
          </Link>
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            aria-busy={deleting}
            aria-label={t('seller.delete', { name: product.name })}
            title={t('seller.deleteTitle')}
            className={`${iconButtonClass} hover:text-red-700`}
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </td>
    </tr>
  );
}

function ProductsTable({ products, shopName }: { products: Product[]; shopName: string }) {
  const t = catalog.useT();
  const remove = useDeleteShopProduct();
  const { ask, isDeleting, dialog } = useConfirmDelete<Product>(remove.mutateAsync);
  return (
    <>
      {/* The frame is a wrapper's: a collapsed table cannot round its corners, and a narrow tablet scrolls. */}
      <div className="md:overflow-x-auto md:rounded-md md:border md:border-stone-200 md:bg-white">
        <table className="block w-full text-sm md:table">
          <caption className="sr-only">{t('sellerProducts.caption', { shop: shopName })}</caption>
          <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
            <tr>
              {COLUMNS.map(({ label, visible }, index) => (
                <th
                  key={label}
                  scope="col"
                  className={`${headClass} ${index === 0 ? 'pl-4' : ''} ${index === COLUMNS.length - 1 ? 'pr-4' : ''}`}
                >
                  {visible ? t(label) : <span className="sr-only">{t(label)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-200">
            {products.map((product) => (
              <ProductRow
                key={product._id}
                product={product}
                deleting={isDeleting(product._id)}
                onDelete={() => ask(product)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {dialog}
    </>
  );
}

function Products({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = catalog.useT();
  const products = useOwnProducts(shopId);
  const count = products.data?.length;

  let body: ReactNode;
  if (products.isPending) body = <FullPageSpinner label={t('sellerProducts.loading')} />;
  else if (products.isError)
    body = <LoadError message={products.error.message} onRetry={() => void products.refetch()} />;
  else if (products.data.length === 0)
    body = (
      <EmptyState
        icon={<Package className="h-12 w-12 text-brand-600" aria-hidden="true" />}
        title={t('sellerProducts.empty.title')}
      >
        <p>{t('sellerProducts.empty.text')}</p>
        <Link to={paths.shopCreateProduct()} className={`${primaryButtonClass} mt-5`}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('sellerProducts.empty.add')}
        </Link>
      </EmptyState>
    );
  else body = <ProductsTable products={products.data} shopName={shopName} />;

  return (
    <ListPage
      title={t('sellerProducts.title')}
      owner={shopName}
      count={count}
      noun={(n) => t('sellerProducts.count', { count: n })}
      action={<AddLink to={paths.shopCreateProduct()}>{t('sellerProducts.add')}</AddLink>}
    >
      {body}
    </ListPage>
  );
}

/** /shop-dashboard/products: the shop's products, to view, edit or delete, and a way to add one. */
export function ProductsPage() {
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  return <Products shopId={seller._id} shopName={seller.shopName} />;
}
