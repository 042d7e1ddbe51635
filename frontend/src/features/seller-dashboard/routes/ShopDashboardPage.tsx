import { LoadError, PageHeader } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { type Seller, useSeller } from '@/lib/session';

import { sellerDashboard } from '../i18n';

import { useDashboardStats } from '../api/get-dashboard-stats';
import { FigureCards } from '../components/FigureCards';
import { GettingStarted } from '../components/GettingStarted';
import { LatestOrders } from '../components/LatestOrders';
import { LowStockList } from '../components/LowStockList';
import { OrdersByStatus } from '../components/OrdersByStatus';
import { PeriodSwitch, usePeriod } from '../components/PeriodSwitch';
import { ReviewCard } from '../components/ReviewCard';
import { SalesByDay } from '../components/SalesByDay';

function Dashboard({ seller }: { seller: Seller }) {
  const t = sellerDashboard.useT();
  const { _id: shopId, shopName } = seller;
  // Not approved yet: nothing of the shop is public, and its review card leads the page with the
  // checklist (which holds the first steps the welcome would otherwise show).
  const approved = seller.reviewStatus === 'approved';
  const [days, setDays] = usePeriod();
  const stats = useDashboardStats(shopId, days);

  let body;
  if (stats.isPending) body = <FullPageSpinner label={t('page.loading')} />;
  else if (stats.isError)
    body = <LoadError message={stats.error.message} onRetry={() => void stats.refetch()} />;
  else {
    // While another window loads, the last one's figures stay, marked as being updated.
    const shown = stats.data;
    const { available, pending, held, paidOut } = shown.balance;
    // Nothing sold yet, ever: the page leads with the steps to a first sale.
    const newShop =
      shown.productCount === 0 &&
      shown.totals.orders === 0 &&
      available === 0 &&
      pending === 0 &&
      held === 0 &&
      paidOut === 0;
    body = (
      <div className="space-y-6" aria-busy={stats.isPlaceholderData}>
        {newShop && approved && <GettingStarted shopName={shopName} />}
        <FigureCards stats={shown} days={days} />
        <SalesByDay stats={shown} days={days} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <OrdersByStatus counts={shown.ordersByStatus} />
          <LowStockList products={shown.lowStock} productCount={shown.productCount} />
        </div>
        <LatestOrders shopId={shopId} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader
        title={t('page.title')}
        subtitle={
          <>
            {shopName}
            {stats.isFetching && !stats.isPending && (
              <span role="status" className="ml-2 text-stone-500">
                {t('page.updating')}
              </span>
            )}
          </>
        }
        action={<PeriodSwitch value={days} onChange={setDays} />}
      />
      {!approved && <ReviewCard seller={seller} />}
      {body}
    </div>
  );
}

/**
 * /shop-dashboard: the shop's money, its sales over 7, 30 or 90 days, its orders and its low stock;
 * for a shop the Admin has not approved yet, first its review checklist.
 */
export function ShopDashboardPage() {
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  return <Dashboard seller={seller} />;
}
