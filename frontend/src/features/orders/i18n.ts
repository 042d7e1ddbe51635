import { defineCatalog } from '@/lib/i18n';

import type source from './locales/en.json';

export const orders = defineCatalog<typeof source>(
  'orders',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);

/** A key of the orders catalogue, for tables of texts read when they are drawn. */
export type OrdersKey = keyof typeof source & string;
