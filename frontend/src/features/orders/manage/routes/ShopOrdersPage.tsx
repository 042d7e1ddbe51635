import { ShoppingBag } from 'lucide-react';

import { EmptyState, ListPage } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { secondaryButtonClass } from '@/components/form';
import { ORDER_STATUSES, statusName } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';
import { SearchBox, useListParams } from '@/components/table';

import { orders as catalogue } from '../../i18n';
import { useShopOrders } from '../api/get-shop-orders';
import { PAGE_SIZE } from '../api/list-query';
import { NoMatch } from '../components/NoMatch';
import { OrderListBody } from '../components/OrderListBody';
import { OrdersTable } from '../components/OrdersTable';
import { StatusFilter } from '../components/StatusFilter';

function ShopOrders({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = catalogue.useT();
  const { page, status, search, searchFor, setStatus, setSearch } = useListParams({
    statuses: ORDER_STATUSES,
  });
  const orders = useShopOrders(shopId, {
    page,
    limit: PAGE_SIZE,
    status: status ? [status] : [],
    q: search,
  });

  return (
    <ListPage
      title={t('shopOrders.title')}
      owner={shopName}
      count={orders.data?.total}
      noun={{ one: t('shopOrders.noun.one'), many: t('shopOrders.noun.many') }}
      filters={
        // One column on a phone, the search under the status; side by side from `sm` up.
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
          <StatusFilter
            statuses={ORDER_STATUSES}
            value={status}
            onChange={setStatus}
            allLabel={t('shopOrders.allStatuses')}
            className=""
          />
          <SearchBox
            label={t('shopOrders.search')}
            hint={t('shopOrders.searchHint')}
            value={search}
            onSearch={setSearch}
          />
        </div>
      }
    >
      <OrderListBody
        orders={orders}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('shopOrders.loading')}
        empty={
          search ? (
            <NoMatch>{t('shopOrders.noMatch', { search })}</NoMatch>
          ) : status ? (
            <EmptyState
              icon={<ShoppingBag className="h-12 w-12 text-brand-600" aria-hidden="true" />}
              title={t('shopOrders.noneInStatus.title', { status: statusName(status) })}
            >
              <p>{t('shopOrders.noneInStatus.text')}</p>
              <button
                type="button"
                onClick={() => setStatus(null)}
                className={`${secondaryButtonClass} mt-5`}
              >
                {t('shopOrders.showAll')}
              </button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<ShoppingBag className="h-12 w-12 text-brand-600" aria-hidden="true" />}
              title={t('shopOrders.empty.title')}
            >
              <p>{t('shopOrders.empty.text')}</p>
            </EmptyState>
          )
        }
      >
        {(list) => (
          <OrdersTable
            orders={list}
            caption={t('shopOrders.caption', { shop: shopName })}
            hrefFor={(order) => paths.shopOrder(order._id, shopId)}
          />
        )}
      </OrderListBody>
    </ListPage>
  );
}

/**
 * /shop-dashboard/orders: the shop's orders, newest first, a page at a time, by status and searched
 * by the server (`?q=`) across every page.
 */
export function ShopOrdersPage() {
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  return <ShopOrders shopId={seller._id} shopName={seller.shopName} />;
}
