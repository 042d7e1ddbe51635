import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/**
 * The footer's newsletter box and the email field's checks, apart from the information pages'
 * catalogue: the box loads with every storefront page, the pages' long texts only when one is
 * opened. The contact form checks its email field with the same words.
 */
export const newsletter = defineCatalog<typeof source>(
  'newsletter',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
