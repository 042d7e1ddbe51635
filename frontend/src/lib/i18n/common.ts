import { defineCatalog } from './catalog';
import type source from './locales/en.json';

/** The shared catalogue: the shell (header, footer, menus) and the shared components. */
export const common = defineCatalog<typeof source>(
  'common',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);

/** A key of the shared catalogue, for tables of texts kept as keys and read when drawn. */
export type CommonKey = Parameters<typeof common.t>[0];
