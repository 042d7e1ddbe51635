import { sortParam, useListParams } from '@/components/table';
import { useAdminProducts } from '../api/get-products';
import { CATALOG_SORTS, CatalogList } from '../components/CatalogList';

/** /admin-all-products: every shop's products, a page at a time, to look through and delete. */
export function ProductsPage() {
  const params = useListParams({ sorts: CATALOG_SORTS });
  const products = useAdminProducts({
    page: params.page,
    limit: params.limit,
    search: params.search,
    sort: sortParam(params.sort),
  });
  return <CatalogList kind="products" list={products} params={params} />;
}
