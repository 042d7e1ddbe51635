import { type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';

import { FullPageSpinner } from '@/components/Spinner';
import { useSeller } from '@/lib/session';

import { sellerDashboard } from '../i18n';

import { OwnerPanel } from '../components/OwnerPanel';
import { ShopReviews } from '../components/ShopReviews';

/**
 * /shop-profile/{id}: the seller's own shop as they present it, with the way to edit it, its
 * private details and its reviews; another shop's id shows that shop's public page alone.
 *
 * The shop's public page (/shop/preview/:id) is the catalogue's: its facts, and its products and
 * running events as shoppers see them. The app hands it in as `preview` (a page that reads the
 * same `:id`, loaded lazily), and this adds what only the owner sees around it.
 */
export function ShopProfilePage({ preview }: { preview: ReactNode }) {
  const t = sellerDashboard.useT();
  const { id = '' } = useParams();
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  const owner = seller._id === id;
  return (
    <div>
      {owner && <OwnerPanel seller={seller} />}
      <Suspense fallback={<FullPageSpinner label={t('profile.loadingShop')} />}>{preview}</Suspense>
      {owner && <ShopReviews shopId={seller._id} />}
    </div>
  );
}
