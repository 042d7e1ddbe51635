import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';

import { FullPageSpinner } from '@/components/Spinner';
import { useSeller } from '@/features/auth';
import { catalogPages } from '@/features/catalog';

import { OwnerPanel } from '../components/OwnerPanel';
import { ShopReviews } from '../components/ShopReviews';

// The shop's public page (/shop/preview/:id) is the catalogue's: its facts, and its products and
// running events as shoppers see them. The profile shows exactly that, through the catalogue's
// own page (it reads the same `:id`), and adds what only the owner sees around it.
const ShopPreview = lazy(async () => {
  const { Component } = await catalogPages.shopPreview();
  if (!Component) throw new Error('The shop page could not be loaded.');
  return { default: Component };
});

/**
 * /shop-profile/{id}: the seller's own shop as they present it, with the way to edit it, its
 * private details and its reviews; another shop's id shows that shop's public page alone.
 */
export function ShopProfilePage() {
  const { id = '' } = useParams();
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  const owner = seller._id === id;
  return (
    <div>
      {owner && <OwnerPanel seller={seller} />}
      <Suspense fallback={<FullPageSpinner label="Loading the shop" />}>
        <ShopPreview />
      </Suspense>
      {owner && <ShopReviews shopId={seller._id} />}
    </div>
  );
}
