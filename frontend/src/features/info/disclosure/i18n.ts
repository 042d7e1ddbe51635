import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/**
 * The footer's disclosures (who runs Haat, customer care, the grievance officer), apart from the
 * information pages' catalogue: the footer loads with every storefront page, the pages' long texts
 * only when one is opened. The grievance page says the same names with the same words.
 */
export const disclosure = defineCatalog<typeof source>(
  'disclosure',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
