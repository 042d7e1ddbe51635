import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/** The notification centre: the header's bell and its panel, and the notification settings. */
export const notifications = defineCatalog<typeof source>(
  'notifications',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
