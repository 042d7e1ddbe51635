import { RotateCcw } from 'lucide-react';

import type { OrderStatus } from '@/api';
import { EmptyState, ListPage } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';
import { useListParams } from '@/components/table';

import { orders as catalogue } from '../../i18n';
import { useShopOrders } from '../api/get-shop-orders';
import { PAGE_SIZE } from '../api/list-query';
import { OrderListBody } from '../components/OrderListBody';
import { OrdersTable } from '../components/OrdersTable';
import { StatusFilter } from '../components/StatusFilter';

/** The refund statuses: asked for and waiting for the shop, or done. */
const REFUND_STATUSES = [
  'Processing Refund',
  'Refund Rejected',
  'Refund Escalated',
  'Refund Success',
  'Refund Declined',
] as const satisfies readonly OrderStatus[];

function ShopRefunds({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = catalogue.useT();
  const { page, status, searchFor, setStatus } = useListParams({ statuses: REFUND_STATUSES });
  const orders = useShopOrders(shopId, {
    page,
    limit: PAGE_SIZE,
    status: status ? [status] : [...REFUND_STATUSES],
  });

  return (
    <ListPage
      title={t('refunds.title')}
      owner={shopName}
      count={orders.data?.total}
      noun={{ one: t('refunds.noun.one'), many: t('refunds.noun.many') }}
      filters={
        <StatusFilter
          statuses={REFUND_STATUSES}
          value={status}
          onChange={setStatus}
          allLabel={t('refunds.all')}
        />
      }
    >
      <OrderListBody
        orders={orders}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('refunds.loading')}
        empty={
          <EmptyState
            icon={<RotateCcw className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={status === 'Processing Refund' ? t('refunds.emptyWaiting') : t('refunds.empty')}
          >
            <p>{t('refunds.emptyText')}</p>
          </EmptyState>
        }
      >
        {(list) => (
          <OrdersTable
            orders={list}
            caption={t('refunds.caption', { shop: shopName })}
            dateLabel={t('refunds.requested')}
            dateOf={(order) => order.refundRequestedAt ?? order.createdAt}
            hrefFor={(order) => paths.shopOrder(order._id, shopId)}
          />
        )}
      </OrderListBody>
    </ListPage>
  );
}

/** /shop-dashboard-refund: the shop's orders whose shopper asked for a refund, waiting or done. */
export function ShopRefundsPage() {
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  return <ShopRefunds shopId={seller._id} shopName={seller.shopName} />;
}
