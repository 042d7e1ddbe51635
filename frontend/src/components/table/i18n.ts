import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/**
 * The shared table's catalogue (its "Sort by" select, sorted caption, directions and paging
 * notes), apart from the shared one: only the pages with a server-paged list load it, so the
 * storefront's first load does not carry it (docs/i18n.md).
 */
export const tableTexts = defineCatalog<typeof source>(
  'table',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
