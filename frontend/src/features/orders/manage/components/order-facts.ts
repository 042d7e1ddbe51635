import { type OrdersKey, orders } from '../../i18n';

// How the order pages write what only the seller and the Admin see of an order.

/** docs/product.md §3 "Cut text": the admin screen's placed-on date is the first 10 characters of createdAt (UTC). */
export const placedOnDay = (createdAt: string) => createdAt.slice(0, 10);

const ACTORS: Partial<Record<string, OrdersKey>> = {
  user: 'manage.history.by.user',
  shop: 'manage.history.by.shop',
  admin: 'manage.history.by.admin',
  system: 'manage.history.by.system',
};

/** Who made a change in the order's history, as a phrase in the page's language: "by the shop". */
export const byWhom = (by: string) => {
  const key = ACTORS[by];
  return key ? orders.t(key) : orders.t('manage.history.by.other', { who: by });
};
