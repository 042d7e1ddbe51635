import { defineCatalog } from '@/lib/i18n';

import type source from './locales/en.json';

export const auth = defineCatalog<typeof source>(
  'auth',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
