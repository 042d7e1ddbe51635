import { ShoppingBag } from 'lucide-react';

import { EmptyState, ListPage } from '@/components/ListPage';
import { ORDER_STATUSES, statusName } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';
import { SearchBox, useListParams } from '@/components/table';

import { orders as catalogue } from '../../i18n';
import { useAdminOrders } from '../api/get-admin-orders';
import { PAGE_SIZE } from '../api/list-query';
import { NoMatch } from '../components/NoMatch';
import { OrderListBody } from '../components/OrderListBody';
import { OrdersTable } from '../components/OrdersTable';
import { StatusFilter } from '../components/StatusFilter';

/**
 * /admin-all-orders: every order on Haat, a page at a time, by status and searched by the server
 * (`?q=`) across every page.
 */
export function AdminOrdersPage() {
  const t = catalogue.useT();
  const { page, status, search, searchFor, setStatus, setSearch } = useListParams({
    statuses: ORDER_STATUSES,
  });
  const orders = useAdminOrders({ page, limit: PAGE_SIZE, status: status ? [status] : [], q: search });

  return (
    <ListPage
      title={t('adminOrders.title')}
      owner={t('adminOrders.owner')}
      count={orders.data?.total}
      noun={{ one: t('adminOrders.noun.one'), many: t('adminOrders.noun.many') }}
      filters={
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
          <StatusFilter
            statuses={ORDER_STATUSES}
            value={status}
            onChange={setStatus}
            allLabel={t('adminOrders.allStatuses')}
            className=""
          />
          <SearchBox
            label={t('adminOrders.search')}
            hint={t('adminOrders.searchHint')}
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
        loadingLabel={t('adminOrders.loading')}
        empty={
          search ? (
            <NoMatch>{t('adminOrders.noMatch', { search })}</NoMatch>
          ) : (
            <EmptyState
              icon={<ShoppingBag className="h-12 w-12 text-brand-600" aria-hidden="true" />}
              title={
                status
                  ? t('adminOrders.noneInStatus.title', { status: statusName(status) })
                  : t('adminOrders.empty.title')
              }
            >
              <p>{status ? t('adminOrders.noneInStatus.text') : t('adminOrders.empty.text')}</p>
            </EmptyState>
          )
        }
      >
        {(list) => (
          <OrdersTable
            orders={list}
            caption={t('adminOrders.caption')}
            showParties
            hrefFor={(order) => paths.adminOrder(order._id)}
          />
        )}
      </OrderListBody>
    </ListPage>
  );
}
