import { useAdminProducts } from '../api/get-products';
import { PAGE_SIZE } from '../api/list-query';
import { CatalogList } from '../components/CatalogList';
import { useListParams } from '../components/list-params';

/** /admin-all-products: every shop's products, a page at a time, to look through and delete. */
export function ProductsPage() {
  const { page, searchFor } = useListParams();
  const products = useAdminProducts({ page, limit: PAGE_SIZE });
  return <CatalogList kind="products" list={products} page={page} searchFor={searchFor} />;
}
