import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';

import { EmptyState, ListPage } from '@/components/ListPage';
import { TextField } from '@/components/form';
import { ORDER_STATUSES, statusName } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';

import { orders as catalogue } from '../../i18n';
import { useAdminOrders } from '../api/get-admin-orders';
import { PAGE_SIZE } from '../api/list-query';
import { OrderListBody } from '../components/OrderListBody';
import { OrdersTable } from '../components/OrdersTable';
import { StatusFilter } from '../components/StatusFilter';
import { useListParams } from '../components/list-params';
import { matchesSearch } from '../components/order-search';

/** /admin-all-orders: every order on Haat, a page at a time, by status, searchable within the page. */
export function AdminOrdersPage() {
  const t = catalogue.useT();
  const { page, status, searchFor, setStatus } = useListParams(ORDER_STATUSES);
  const orders = useAdminOrders({ page, limit: PAGE_SIZE, status: status ? [status] : [] });
  const [search, setSearch] = useState('');

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
          <TextField
            label={t('adminOrders.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            hint={t('adminOrders.searchHint')}
            autoComplete="off"
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
        }
      >
        {(list) => {
          const found = list.filter((order) => matchesSearch(order, search));
          if (found.length === 0) {
            return (
              <p
                role="status"
                className="rounded-md border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm text-stone-600"
              >
                {t('adminOrders.noMatch', { search: search.trim() })}
              </p>
            );
          }
          return (
            <OrdersTable
              orders={found}
              caption={t('adminOrders.caption')}
              showParties
              hrefFor={(order) => paths.adminOrder(order._id)}
            />
          );
        }}
      </OrderListBody>
    </ListPage>
  );
}
