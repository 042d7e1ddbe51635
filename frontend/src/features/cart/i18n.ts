import { defineCatalog } from '@/lib/i18n';

import type source from './locales/en.json';

export const cart = defineCatalog<typeof source>(
  'cart',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
