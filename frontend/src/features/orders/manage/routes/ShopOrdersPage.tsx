import { ShoppingBag } from 'lucide-react';

import { EmptyState, ListPage } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { secondaryButtonClass } from '@/components/form';
import { ORDER_STATUSES } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import { useShopOrders } from '../api/get-shop-orders';
import { PAGE_SIZE } from '../api/list-query';
import { OrderListBody } from '../components/OrderListBody';
import { OrdersTable } from '../components/OrdersTable';
import { StatusFilter } from '../components/StatusFilter';
import { useListParams } from '../components/list-params';

function ShopOrders({ shopId, shopName }: { shopId: string; shopName: string }) {
  const { page, status, searchFor, setStatus } = useListParams(ORDER_STATUSES);
  const orders = useShopOrders(shopId, { page, limit: PAGE_SIZE, status: status ? [status] : [] });

  return (
    <ListPage
      title="Orders"
      owner={shopName}
      count={orders.data?.total}
      noun={{ one: 'order', many: 'orders' }}
      filters={
        <StatusFilter statuses={ORDER_STATUSES} value={status} onChange={setStatus} allLabel="All statuses" />
      }
    >
      <OrderListBody
        orders={orders}
        page={page}
        searchFor={searchFor}
        loadingLabel="Loading your orders"
        empty={
          status ? (
            <EmptyState
              icon={<ShoppingBag className="h-12 w-12 text-brand-600" aria-hidden="true" />}
              title={`No orders in ${status}`}
            >
              <p>None of your orders has this status now.</p>
              <button
                type="button"
                onClick={() => setStatus(null)}
                className={`${secondaryButtonClass} mt-5`}
              >
                Show all orders
              </button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<ShoppingBag className="h-12 w-12 text-brand-600" aria-hidden="true" />}
              title="No orders yet"
            >
              <p>When shoppers buy from your shop, their orders appear here for you to pack and send.</p>
            </EmptyState>
          )
        }
      >
        {(list) => (
          <OrdersTable
            orders={list}
            caption={`Orders of ${shopName}`}
            hrefFor={(order) => paths.shopOrder(order._id, shopId)}
          />
        )}
      </OrderListBody>
    </ListPage>
  );
}

/** /shop-dashboard/orders: the shop's orders, newest first, a page at a time, by status. */
export function ShopOrdersPage() {
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  return <ShopOrders shopId={seller._id} shopName={seller.shopName} />;
}
