import { ExternalLink, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Product } from '@/api';
import { EmptyState, ListPage, LoadError } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { primaryButtonClass } from '@/components/form';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import { useDeleteShopProduct } from '../../api/seller/delete-shop-product';
import { useOwnProducts } from '../../api/seller/get-own-products';
import { Price, Rating, Stock, Thumbnail, formatCount } from '../../components/seller/cells';
import { AddLink, iconButtonClass } from '../../components/seller/ui';
import { useConfirmDelete } from '../../components/seller/use-confirm-delete';

// One table on every screen: a row per product on a wide screen, a card per product on a phone
// (the row becomes a grid and each value carries its own label), so there is one set of actions
// and one tab order whatever the width.
const headClass = 'px-3 py-3 font-medium';
/** The columns; the picture's and the actions' need no visible heading. */
const COLUMNS = [
  { label: 'Picture', visible: false },
  { label: 'Name', visible: true },
  { label: 'Category', visible: true },
  { label: 'Price', visible: true },
  { label: 'Stock', visible: true },
  { label: 'Sold', visible: true },
  { label: 'Rating', visible: true },
  { label: 'Actions', visible: false },
];
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
  return (
    <tr className="grid grid-cols-[4rem_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-1.5 rounded-md border border-stone-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0">
      <td className={`row-span-5 md:w-20 md:pl-4 ${cellClass}`}>
        <Thumbnail src={product.thumbnails[0] ?? product.images[0]} />
      </td>
      <th scope="row" className={`col-span-3 text-left font-medium text-stone-900 ${cellClass}`}>
        <span className="line-clamp-2 break-words">{product.name}</span>
      </th>
      <td className={`col-span-3 text-stone-600 ${cellClass}`}>{product.category}</td>
      <td className={`col-span-3 ${cellClass}`}>
        <Price selling={product.sellingPrice} original={product.originalPrice} />
      </td>
      <td className={cellClass}>
        <MobileLabel>Stock</MobileLabel>
        <Stock stock={product.stock} />
      </td>
      <td className={cellClass}>
        <MobileLabel>Sold</MobileLabel>
        {formatCount(product.sold_out)}
      </td>
      <td className={cellClass}>
        <MobileLabel>Rating</MobileLabel>
        <Rating ratings={product.ratings} reviews={product.numOfReviews} />
      </td>
      <td className={`col-span-3 col-start-2 md:pr-4 ${cellClass}`}>
        <div className="flex justify-end gap-1">
          <Link
            to={paths.product(product._id)}
            aria-label={`View ${product.name} in the shop`}
            title="View in the shop"
            className={iconButtonClass}
          >
            <ExternalLink className="h-5 w-5" aria-hidden="true" />
          </Link>
          <Link
            to={paths.shopEditProduct(product._id)}
            aria-label={`Edit ${product.name}`}
            title="Edit"
            className={iconButtonClass}
          >
            <Pencil className="h-5 w-5" aria-hidden="true" />
          </Link>
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            aria-busy={deleting}
            aria-label={`Delete ${product.name}`}
            title="Delete"
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
  const remove = useDeleteShopProduct();
  const { ask, isDeleting, dialog } = useConfirmDelete<Product>(remove.mutateAsync);
  return (
    <>
      {/* The frame is a wrapper's: a collapsed table cannot round its corners, and a narrow tablet scrolls. */}
      <div className="md:overflow-x-auto md:rounded-md md:border md:border-stone-200 md:bg-white">
        <table className="block w-full text-sm md:table">
          <caption className="sr-only">Products of {shopName}</caption>
          <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
            <tr>
              {COLUMNS.map(({ label, visible }, index) => (
                <th
                  key={label}
                  scope="col"
                  className={`${headClass} ${index === 0 ? 'pl-4' : ''} ${index === COLUMNS.length - 1 ? 'pr-4' : ''}`}
                >
                  {visible ? label : <span className="sr-only">{label}</span>}
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
  const products = useOwnProducts(shopId);
  const count = products.data?.length;

  let body: ReactNode;
  if (products.isPending) body = <FullPageSpinner label="Loading your products" />;
  else if (products.isError)
    body = <LoadError message={products.error.message} onRetry={() => void products.refetch()} />;
  else if (products.data.length === 0)
    body = (
      <EmptyState
        icon={<Package className="h-12 w-12 text-brand-600" aria-hidden="true" />}
        title="No products yet"
      >
        <p>Add your first product: its pictures, price and stock. Shoppers see it as soon as it is saved.</p>
        <Link to={paths.shopCreateProduct()} className={`${primaryButtonClass} mt-5`}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add your first product
        </Link>
      </EmptyState>
    );
  else body = <ProductsTable products={products.data} shopName={shopName} />;

  return (
    <ListPage
      title="Products"
      owner={shopName}
      count={count}
      noun={{ one: 'product', many: 'products' }}
      action={<AddLink to={paths.shopCreateProduct()}>Add product</AddLink>}
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
