import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { secondaryButtonClass } from '@/components/form';
import { EmptyState, LoadError } from '@/components/ListPage';
import { Pagination } from '@/components/Pagination';
import { FullPageSpinner } from '@/components/Spinner';

import { tableTexts } from './i18n';

/** One page of a server-paged list, whatever the server calls its items (`sellers`, `products`, …). */
export type Paged<T> = { items: T[]; total: number; page: number; limit: number };

/**
 * A paged list in each of its states: loading, failed, empty, past its last page (a link kept from
 * when there were more), or the items and the way to the other pages.
 */
export function PagedList<T>({
  list,
  page,
  searchFor,
  loadingLabel,
  empty,
  children,
}: {
  list: UseQueryResult<Paged<T>>;
  page: number;
  searchFor: (page: number) => string;
  loadingLabel: string;
  /** What to say when nothing matches at all. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const t = tableTexts.useT();
  const { data } = list;
  // What was loaded stays even if a later reload fails; a list that never loaded says why.
  if (!data) {
    if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />;
    return <FullPageSpinner label={loadingLabel} />;
  }
  if (data.total === 0 && data.items.length === 0) return empty;
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<SearchX className="h-12 w-12 text-brand-600" aria-hidden="true" />}
        title={t('list.nothingOnPage')}
      >
        <p>{t('list.shorterNow')}</p>
        <Link to={{ search: searchFor(1) }} className={`${secondaryButtonClass} mt-5`}>
          {t('list.firstPage')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      {list.isError && <LoadError message={list.error.message} onRetry={() => void list.refetch()} />}
      {/* While the next page loads, the last one stays, dimmed, so the table does not jump. */}
      <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? 'opacity-60' : ''}>
        {children(data.items)}
      </div>
      <Pagination
        page={page}
        limit={data.limit}
        total={data.total}
        shown={data.items.length}
        to={(next) => ({ search: searchFor(next) })}
      />
    </div>
  );
}
