import { EyeOff } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link, useParams } from 'react-router';

import { secondaryButtonClass } from '@/components/form';
import { FullPageSpinner } from '@/components/Spinner';
import { paths } from '@/lib/paths';
import { useSeller } from '@/lib/session';

import { sellerDashboard } from '../i18n';

import { OwnerPanel } from '../components/OwnerPanel';
import { ShopReviews } from '../components/ShopReviews';

/**
 * In place of the public page of a shop the Admin has not approved yet, which shoppers cannot
 * open (its public facts answer 404): why, and the way to the checklist on the dashboard.
 */
function NotPublicYet({ waiting }: { waiting: boolean }) {
  const t = sellerDashboard.useT();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <EyeOff className="h-12 w-12 text-stone-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('profile.notPublic.title')}</h1>
      <p className="mt-3 text-stone-600">
        {waiting ? t('profile.notPublic.waiting') : t('profile.notPublic.text')}
      </p>
      <Link to={paths.shopDashboard()} className={`${secondaryButtonClass} mt-6`}>
        {t('profile.notPublic.action')}
      </Link>
    </section>
  );
}

/**
 * /shop-profile/{id}: the seller's own shop as they present it, with the way to edit it, its
 * private details and its reviews; another shop's id shows that shop's public page alone.
 *
 * The shop's public page (/shop/preview/:id) is the catalogue's: its facts, and its products and
 * running events as shoppers see them. The app hands it in as `preview` (a page that reads the
 * same `:id`, loaded lazily), and this adds what only the owner sees around it. Until the Admin
 * approves the shop there is no public page to show: the owner is told so instead.
 */
export function ShopProfilePage({ preview }: { preview: ReactNode }) {
  const t = sellerDashboard.useT();
  const { id = '' } = useParams();
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  const owner = seller._id === id;
  const hidden = owner && seller.reviewStatus !== 'approved';
  return (
    <div>
      {owner && <OwnerPanel seller={seller} />}
      {hidden ? (
        <NotPublicYet waiting={seller.reviewStatus === 'submitted'} />
      ) : (
        <Suspense fallback={<FullPageSpinner label={t('profile.loadingShop')} />}>{preview}</Suspense>
      )}
      {/* A shop not approved yet has sold nothing, and its reviews are not public either. */}
      {owner && !hidden && <ShopReviews shopId={seller._id} />}
    </div>
  );
}
