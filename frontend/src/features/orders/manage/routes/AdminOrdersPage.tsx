import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';

import { EmptyState, ListPage } from '@/components/ListPage';
import { TextField } from '@/components/form';
import { ORDER_STATUSES } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';

import { useAdminOrders } from '../api/get-admin-orders';
import { PAGE_SIZE } from '../api/list-query';
import { OrderListBody } from '../components/OrderListBody';
import { OrdersTable } from '../components/OrdersTable';
import { StatusFilter } from '../components/StatusFilter';
import { useListParams } from '../components/list-params';
import { matchesSearch } from '../components/order-search';

/** /admin-all-orders: every order on Haat, a page at a time, by status, searchable within the page. */
export function AdminOrdersPage() {
  const { page, status, searchFor, setStatus } = useListParams(ORDER_STATUSES);
  const orders = useAdminOrders({ page, limit: PAGE_SIZE, status: status ? [status] : [] });
  const [search, setSearch] = useState('');

  return (
    <ListPage
      title="All orders"
      owner="Every shop on Haat"
      count={orders.data?.total}
      noun={{ one: 'order', many: 'orders' }}
      filters={
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
          <StatusFilter
            statuses={ORDER_STATUSES}
            value={status}
            onChange={setStatus}
            allLabel="All statuses"
            className=""
          />
          <TextField
            label="Search this page"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            hint="By the start of the order ID, or the shop’s or buyer’s name."
            autoComplete="off"
          />
        </div>
      }
    >
      <OrderListBody
        orders={orders}
        page={page}
        searchFor={searchFor}
        loadingLabel="Loading orders"
        empty={
          <EmptyState
            icon={<ShoppingBag className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={status ? `No orders in ${status}` : 'No orders yet'}
          >
            <p>{status ? 'No order has this status now.' : 'Orders placed on Haat appear here.'}</p>
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
                No order on this page matches “{search.trim()}”.
              </p>
            );
          }
          return (
            <OrdersTable
              orders={found}
              caption="All orders"
              showParties
              hrefFor={(order) => paths.adminOrder(order._id)}
            />
          );
        }}
      </OrderListBody>
    </ListPage>
  );
}
