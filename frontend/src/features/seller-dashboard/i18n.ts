import { defineCatalog } from '@/lib/i18n';

import type source from './locales/en.json';

/** The seller dashboard's texts: the dashboard page and the owner's parts of the shop profile. */
export const sellerDashboard = defineCatalog<typeof source>(
  'seller-dashboard',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);

/** A key of the seller dashboard's English catalogue. */
export type SellerDashboardKey = keyof typeof source & string;
