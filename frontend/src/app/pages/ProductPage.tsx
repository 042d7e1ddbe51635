import type { ComponentType } from 'react';

import { secondaryButtonClass } from '@/components/buttons';
import type { ProductDetailsSlots } from '@/features/catalog';
import { ContactSeller } from '@/features/messages';

/**
 * /product/{id}: the catalogue's product page with the messages feature's "Ask the seller" under
 * its seller's box. Made from the page once its chunk has loaded (see `composedPages`), so the
 * prerendered page's chunk is still the catalogue's own.
 */
export function withAskSeller(Page: ComponentType<ProductDetailsSlots>): ComponentType {
  return function ProductPage() {
    return (
      <Page
        askSeller={(product) => (
          <ContactSeller
            shopId={product.shopId}
            shopName={product.shop.shopName}
            productId={product._id}
            className={`${secondaryButtonClass} w-full`}
          />
        )}
      />
    );
  };
}
