import { ExternalLink, FileDown, FileUp, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

import type { Product } from '@/api';
import { EmptyState, ListPage } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { primaryButtonClass, secondaryButtonClass } from '@/components/form';
import {
  type Column,
  DataTable,
  PagedList,
  SearchBox,
  type SortState,
  sortParam,
  useListParams,
} from '@/components/table';
import { categoryName } from '@/lib/categories';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import { PRODUCTS_EXPORT_URL } from '../../api/seller/bulk-import';
import { useDeleteShopProduct } from '../../api/seller/delete-shop-product';
import { useOwnProductsPage } from '../../api/seller/get-own-products';
import { Price, Rating, Stock, Thumbnail, formatCount } from '../../components/seller/cells';
import { ModerationNote } from '../../components/seller/ModerationNote';
import { AddLink, iconButtonClass } from '../../components/seller/ui';
import { useConfirmDelete } from '../../components/seller/use-confirm-delete';
import { catalog } from '../../i18n';

/** The server's orders of a shop's products: `?sort=-price`. */
const PRODUCT_SORTS = ['name', 'price', 'stock', 'sold_out', 'createdAt'];

function ProductsTable({
  products,
  shopName,
  sort,
  onSortChange,
}: {
  products: Product[];
  shopName: string;
  sort: SortState;
  onSortChange: (next: SortState) => void;
}) {
  const t = catalog.useT();
  const remove = useDeleteShopProduct();
  const { ask, isDeleting, dialog } = useConfirmDelete<Product>(remove.mutateAsync);
  const columns: Column<Product>[] = [
    {
      id: 'picture',
      header: t('sellerProducts.column.picture'),
      hideHeader: true,
      noMobileLabel: true,
      className: 'lg:w-20',
      cell: (product) => <Thumbnail src={product.thumbnails[0] ?? product.images[0]} />,
    },
    {
      id: 'name',
      header: t('sellerProducts.column.name'),
      rowHeader: true,
      sort: { key: 'name', kind: 'text' },
      cell: (product) => (
        <>
          <span className="line-clamp-2 font-medium break-words text-stone-900">{product.name}</span>
          {product.sku && (
            <span className="block text-xs break-all text-stone-500">
              {t('sellerProducts.sku', { sku: product.sku })}
            </span>
          )}
          <ModerationNote moderation={product.moderation} />
        </>
      ),
    },
    {
      id: 'category',
      header: t('sellerProducts.column.category'),
      cell: (product) => <span className="text-stone-600">{categoryName(product.category)}</span>,
    },
    {
      id: 'price',
      header: t('seller.price'),
      sort: { key: 'price', kind: 'number' },
      cell: (product) => <Price selling={product.sellingPrice} original={product.originalPrice} />,
    },
    {
      id: 'stock',
      header: t('seller.stock'),
      sort: { key: 'stock', kind: 'number' },
      cell: (product) => <Stock stock={product.stock} />,
    },
    {
      id: 'sold',
      header: t('seller.sold'),
      sort: { key: 'sold_out', kind: 'number' },
      cell: (product) => formatCount(product.sold_out),
    },
    {
      id: 'rating',
      header: t('seller.rating'),
      cell: (product) => <Rating ratings={product.ratings} reviews={product.numOfReviews} />,
    },
    {
      id: 'actions',
      header: t('sellerProducts.column.actions'),
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (product) => {
        const deleting = isDeleting(product._id);
        return (
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
              onClick={() => ask(product)}
              disabled={deleting}
              aria-busy={deleting}
              aria-label={t('seller.delete', { name: product.name })}
              title={t('seller.deleteTitle')}
              className={`${iconButtonClass} hover:text-red-700`}
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        caption={t('sellerProducts.caption', { shop: shopName })}
        rows={products}
        columns={columns}
        rowKey={(product) => product._id}
        sort={sort}
        onSortChange={onSortChange}
      />
      {dialog}
    </>
  );
}

function Products({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = catalog.useT();
  const { page, limit, search, sort, searchFor, setSearch, setSort } = useListParams({
    sorts: PRODUCT_SORTS,
  });
  const products = useOwnProductsPage(shopId, { page, limit, q: search, sort: sortParam(sort) });
  const icon = <Package className="h-12 w-12 text-brand-600" aria-hidden="true" />;

  return (
    <ListPage
      title={t('sellerProducts.title')}
      owner={shopName}
      count={products.data?.total}
      noun={(n) => t('sellerProducts.count', { count: n })}
      action={
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <a href={PRODUCTS_EXPORT_URL} download className={`${secondaryButtonClass} py-2.5`}>
            <FileDown className="h-4 w-4" aria-hidden="true" />
            {t('sellerProducts.export')}
          </a>
          <Link to={paths.shopImportProducts()} className={`${secondaryButtonClass} py-2.5`}>
            <FileUp className="h-4 w-4" aria-hidden="true" />
            {t('sellerProducts.import')}
          </Link>
          <AddLink to={paths.shopCreateProduct()}>{t('sellerProducts.add')}</AddLink>
        </div>
      }
      filters={
        <div className="lg:max-w-md">
          <SearchBox
            label={t('sellerProducts.search')}
            hint={t('sellerProducts.searchHint')}
            placeholder={t('sellerProducts.searchPlaceholder')}
            value={search}
            onSearch={setSearch}
          />
        </div>
      }
    >
      <PagedList
        list={products}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('sellerProducts.loading')}
        empty={
          search ? (
            <EmptyState icon={icon} title={t('sellerProducts.noMatch')}>
              <p>{t('sellerProducts.noMatchText', { search })}</p>
            </EmptyState>
          ) : (
            <EmptyState icon={icon} title={t('sellerProducts.empty.title')}>
              <p>{t('sellerProducts.empty.text')}</p>
              <Link to={paths.shopCreateProduct()} className={`${primaryButtonClass} mt-5`}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t('sellerProducts.empty.add')}
              </Link>
            </EmptyState>
          )
        }
      >
        {(rows) => <ProductsTable products={rows} shopName={shopName} sort={sort} onSortChange={setSort} />}
      </PagedList>
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
