import type { AdminSeller } from '@/api';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';

import { LoadError } from '@/components/ListPage';
import { formatCalendarMonth } from '@/lib/dates';
import { SearchBox } from '@/components/table';

import { useDownloadCommissionInvoice } from '../api/download-commission-invoice';
import { failureMessage } from '../api/failure';
import { sellersQueryOptions } from '../api/get-sellers';
import { admin } from '../i18n';
import { SellerStatusBadge, cardClass, rowButtonClass } from './ui';
import { usePendingIds } from './use-pending-ids';

/** How many shops a search shows: enough to pick from, few enough to read. */
export const SHOPS_SHOWN = 8;

/** A download that failed: whose, for which month, and what the server said. */
type Failure = { shop: string; month: string; message: string };

/**
 * The marketplace's monthly tax invoices to the shops for their commission and its GST (docs/tax.md
 * "Commission invoice"): the Admin finds a shop by name and downloads its invoice for `month`,
 * which must be over (`current` says it is not: its invoices are issued once it is).
 */
export function CommissionInvoicesCard({ month, current }: { month: string; current: boolean }) {
  const t = admin.useT();
  const titleId = useId();
  const laterId = useId();
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const shops = useQuery({
    ...sellersQueryOptions({ page: 1, limit: SHOPS_SHOWN, search }),
    enabled: search !== '',
  });
  const download = useDownloadCommissionInvoice();
  const pending = usePendingIds();
  const monthName = formatCalendarMonth(month);

  const fetchInvoice = (shop: AdminSeller) => {
    setFailure(null);
    void pending.track(shop._id, download.mutateAsync({ shopId: shop._id, month })).catch((error: unknown) =>
      setFailure({
        shop: shop.shopName,
        month,
        message: failureMessage(error, t('invoices.failedFallback')),
      }),
    );
  };

  let results = null;
  if (search === '') results = null;
  else if (shops.isPending) results = <p className="text-sm text-stone-600">{t('invoices.loading')}</p>;
  else if (shops.isError)
    results = <LoadError message={shops.error.message} onRetry={() => void shops.refetch()} />;
  else if (shops.data.items.length === 0)
    results = <p className="text-sm text-stone-600">{t('invoices.noMatch', { search })}</p>;
  else
    results = (
      <div className="space-y-2" aria-busy={shops.isPlaceholderData}>
        <ul
          aria-label={t('invoices.results')}
          className="divide-y divide-stone-200 rounded-md border border-stone-200"
        >
          {shops.data.items.map((shop) => {
            const busy = pending.isPending(shop._id);
            return (
              <li
                key={shop._id}
                className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words text-stone-900">{shop.shopName}</span>
                    {shop.status !== 'active' && <SellerStatusBadge status={shop.status} />}
                  </p>
                  <p className="text-sm break-words text-stone-600">
                    {t('invoices.owner', { name: shop.name, email: shop.email })}
                  </p>
                  <p className="text-xs text-stone-500">
                    {shop.gstin ? (
                      <>
                        {t('invoices.gstin')} <span className="font-mono text-stone-700">{shop.gstin}</span>
                      </>
                    ) : (
                      t('invoices.noGstin')
                    )}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={current || busy}
                  aria-busy={busy}
                  aria-describedby={current ? laterId : undefined}
                  aria-label={t('invoices.downloadLabel', { shop: shop.shopName, month: monthName })}
                  onClick={() => fetchInvoice(shop)}
                  className={`${rowButtonClass} shrink-0 self-start sm:self-auto`}
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                  {busy ? t('invoices.downloading') : t('invoices.download')}
                </button>
              </li>
            );
          })}
        </ul>
        {shops.data.total > shops.data.items.length && (
          <p className="text-xs text-stone-500">
            {t('invoices.more', { shown: shops.data.items.length, total: shops.data.total })}
          </p>
        )}
      </div>
    );

  return (
    <section className={`${cardClass} space-y-4`} aria-labelledby={titleId}>
      <div className="max-w-2xl space-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {t('invoices.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('invoices.intro')}</p>
      </div>
      {current ? (
        <p
          id={laterId}
          className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('invoices.later', { month: monthName })}
        </p>
      ) : (
        <p className="text-sm text-stone-700">{t('invoices.forMonth', { month: monthName })}</p>
      )}
      <div className="max-w-md">
        <SearchBox
          label={t('invoices.search')}
          hint={t('invoices.searchHint')}
          placeholder={t('invoices.searchPlaceholder')}
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setFailure(null);
          }}
        />
      </div>
      {results}
      {/* A failure of another month's invoice no longer applies once the month changes. */}
      {failure?.month === month && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="font-semibold">{t('invoices.failed', { shop: failure.shop, month: monthName })}</p>
          <p className="mt-1">{failure.message}</p>
        </div>
      )}
    </section>
  );
}
