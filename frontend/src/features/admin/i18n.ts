import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/** The Admin's console: its pages, tables, dialogs and toasts. */
export const admin = defineCatalog<typeof source>(
  'admin',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);

/** A key of the console's English catalogue. */
export type AdminKey = keyof typeof source & string;
