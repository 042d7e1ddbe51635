import { lazy } from 'react';

import { catalogPages } from '@/features/catalog';
import { ShopProfilePage as OwnerShopProfile } from '@/features/seller-dashboard/profile';

// The shop's public page is the catalogue's (it reads the same `:id`), loaded when the profile
// first shows it.
const ShopPreview = lazy(async () => {
  const { Component } = await catalogPages.shopPreview();
  if (!Component) throw new Error('The shop page could not be loaded.');
  return { default: Component };
});

/** /shop-profile/{id}: the seller dashboard's profile around the catalogue's public shop page. */
export function ShopProfilePage() {
  return <OwnerShopProfile preview={<ShopPreview />} />;
}
