import type { Order } from '@/api';

import { orders } from '../i18n';
import { reasonText } from './reasons';

/** Who cancelled the order and why, as the shopper reads it; nothing when no reason was given. */
export function CancelledBecause({ order }: { order: Order }) {
  const t = orders.useT();
  const entry = order.history.findLast((step) => step.status === 'Cancelled');
  if (!entry?.reason) return null;
  const reason = reasonText(entry.reason);
  switch (entry.by) {
    case 'user':
      return <p>{t('notice.cancelledByYou', { reason })}</p>;
    case 'shop':
      return <p>{t('notice.cancelledByShop', { shop: order.shop.shopName, reason })}</p>;
    default:
      return <p>{t('notice.cancelledByHaat', { reason })}</p>;
  }
}
