import { useAdminProducts } from '../api/get-products';
import { PAGE_SIZE } from '../api/list-query';
import { CATALOG_SORTS, CatalogList } from '../components/CatalogList';
import { useListParams } from '../components/list-params';
import { sortParam } from '../components/sort';

/** /admin-all-products: every shop's products, a page at a time, to look through and delete. */
export function ProductsPage() {
  const params = useListParams({ sorts: CATALOG_SORTS });
  const products = useAdminProducts({
    page: params.page,
    limit: PAGE_SIZE,
    search: params.search,
    sort: sortParam(params.sort),
  });
  return <CatalogList kind="products" list={products} params={params} />;
}
