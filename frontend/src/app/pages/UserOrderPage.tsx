import type { ComponentType } from 'react';

import type { UserOrderSlots } from '@/features/orders';
import { ContactSeller } from '@/features/messages';

/**
 * /user/order/{id}: the orders feature's page of one of the shopper's orders, with the messages
 * feature's "Contact seller" among its actions. Made from the page once its chunk has loaded (see
 * `composedPages`).
 */
export function withContactSeller(Page: ComponentType<UserOrderSlots>): ComponentType {
  return function UserOrderPage() {
    return (
      <Page
        contactSeller={(order) => (
          <ContactSeller shopId={order.shop._id} shopName={order.shop.shopName} orderId={order._id} />
        )}
      />
    );
  };
}
