import { defineCatalog } from '@/lib/i18n';

import type source from './locales/en.json';

export const errors = defineCatalog<typeof source>(
  'errors',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
