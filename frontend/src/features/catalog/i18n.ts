import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/** The catalogue's texts: the storefront's home, listing, product and shop pages, and the seller's products and events. */
export const catalog = defineCatalog<typeof source>(
  'catalog',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
