import { Trans } from '@/lib/i18n/trans';
import { ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';
import type { Seller } from '@/lib/session';

import { DEFAULT_PERIOD, useDashboardStats } from '../api/get-dashboard-stats';
import { sellerDashboard } from '../i18n';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * What only the shop's owner sees on its profile: the way to edit it or open its public page,
 * the contact details shoppers are never shown, and how many products and events it has.
 */
export function OwnerPanel({ seller }: { seller: Seller }) {
  const t = sellerDashboard.useT();
  // Until the Admin approves the shop, shoppers see nothing of it.
  const isPublic = seller.reviewStatus === 'approved';
  // The dashboard's figures carry the counts (and are usually read already).
  const stats = useDashboardStats(seller._id, DEFAULT_PERIOD);
  const count = (value: number | undefined) =>
    value === undefined ? t(stats.isError ? 'owner.notAvailable' : 'owner.loading') : formatCount(value);

  return (
    <section aria-label={t('owner.label')} className="mx-auto max-w-7xl px-4 pt-6">
      <div className="rounded-md border border-brand-200 bg-brand-50 p-4 sm:p-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <p className="min-w-0 flex-1 text-sm text-brand-900">
            <Trans
              id={isPublic ? 'seller-dashboard.owner.intro' : 'seller-dashboard.owner.introNotPublic'}
              components={{ 0: <strong className="font-semibold" /> }}
            />
          </p>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link to={paths.shopSettings()} className={`${primaryButtonClass} px-4 py-2 text-sm`}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('owner.edit')}
            </Link>
            {isPublic && (
              <Link to={paths.shopPreview(seller._id)} className={`${secondaryButtonClass} text-sm`}>
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {t('owner.viewPublic')}
              </Link>
            )}
          </div>
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <Fact label={t('owner.address')}>
            {seller.address}, {seller.zipCode}
          </Fact>
          <Fact label={t('owner.phone')}>
            <a href={`tel:+91${seller.phone}`} className="hover:underline">
              {seller.phone}
            </a>
          </Fact>
          <Fact label={t('owner.email')}>{seller.email}</Fact>
          <Fact label={t('owner.products')}>
            {count(stats.data?.productCount)}{' '}
            <Link to={paths.shopProducts()} className="ml-1 font-semibold text-brand-800 hover:underline">
              {t('owner.manage')}
            </Link>
          </Fact>
          <Fact label={t('owner.events')}>
            {count(stats.data?.eventCount)}{' '}
            <Link to={paths.shopEvents()} className="ml-1 font-semibold text-brand-800 hover:underline">
              {t('owner.manage')}
            </Link>
          </Fact>
        </dl>
        {!seller.description && (
          <p className="mt-4 text-sm text-stone-700">
            <Trans
              id="seller-dashboard.owner.noDescription"
              components={{
                0: (
                  <Link
                    to={paths.shopSettings()}
                    className="font-semibold text-brand-800 underline hover:no-underline"
                  />
                ),
              }}
            />
          </p>
        )}
      </div>
    </section>
  );
}
