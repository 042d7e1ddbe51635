import { defineCatalog } from '@/lib/i18n';

import type source from './locales/en.json';

/** The information pages' texts: the help and policy pages, the contact form and the newsletter box. */
export const info = defineCatalog<typeof source>(
  'info',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
