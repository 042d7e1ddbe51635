import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Order, OrdersPage } from '@/api';
import { EmptyState, LoadError } from '@/components/ListPage';
import { Pagination } from '@/components/Pagination';
import { FullPageSpinner } from '@/components/Spinner';
import { secondaryButtonClass } from '@/components/form';

import { orders as catalogue } from '../../i18n';

/**
 * A paged order list in each of its states: loading, failed, empty, past its last page (a link
 * kept from when there were more orders), or the orders and the way to the other pages.
 */
export function OrderListBody({
  orders,
  page,
  searchFor,
  loadingLabel,
  empty,
  children,
}: {
  orders: UseQueryResult<OrdersPage>;
  page: number;
  searchFor: (page: number) => string;
  loadingLabel: string;
  /** What to say when there is nothing to list at all. */
  empty: ReactNode;
  children: (orders: Order[]) => ReactNode;
}) {
  const t = catalogue.useT();
  const { data } = orders;
  // What was loaded stays even if a later reload fails; a list that never loaded says why.
  if (!data) {
    if (orders.isError)
      return <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />;
    return <FullPageSpinner label={loadingLabel} />;
  }
  if (data.total === 0) return empty;
  if (data.orders.length === 0) {
    return (
      <EmptyState
        icon={<SearchX className="h-12 w-12 text-brand-600" aria-hidden="true" />}
        title={t('manage.list.pastLastPage.title')}
      >
        <p>{t('manage.list.pastLastPage.text')}</p>
        <Link to={{ search: searchFor(1) }} className={`${secondaryButtonClass} mt-5`}>
          {t('manage.list.firstPage')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      {/* While the next page loads, the last one stays, dimmed, so the table does not jump. */}
      <div aria-busy={orders.isPlaceholderData} className={orders.isPlaceholderData ? 'opacity-60' : ''}>
        {children(data.orders)}
      </div>
      <Pagination
        page={page}
        limit={data.limit}
        total={data.total}
        shown={data.orders.length}
        to={(next) => ({ search: searchFor(next) })}
      />
    </div>
  );
}
