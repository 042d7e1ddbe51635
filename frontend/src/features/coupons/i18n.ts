import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/** The seller's coupon codes: the list, its table and the delete question. */
export const coupons = defineCatalog<typeof source>(
  'coupons',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);

/** A key of the coupon pages' English catalogue. */
export type CouponsKey = keyof typeof source & string;
