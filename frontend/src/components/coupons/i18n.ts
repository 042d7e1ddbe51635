import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/**
 * The coupon form's catalogue, apart from the shared one: only the seller's and the Admin's coupon
 * pages load it, so the storefront's first load does not carry its 64 messages (docs/i18n.md).
 */
export const couponTexts = defineCatalog<typeof source>(
  'coupon-form',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
