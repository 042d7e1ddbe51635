import { defineCatalog } from '@/lib/i18n';

import type source from './locales/en.json';

export const wishlist = defineCatalog<typeof source>(
  'wishlist',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
