import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/** The checkout's texts: the cart as quoted, the address form, the payment and the thanks. */
export const checkout = defineCatalog<typeof source>(
  'checkout',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
