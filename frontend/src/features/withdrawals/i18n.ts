import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/** The seller's money page: balance, payout method, withdraw requests and ledger history. */
export const withdrawals = defineCatalog<typeof source>(
  'withdrawals',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);
