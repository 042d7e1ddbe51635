import { defineCatalog } from '@/lib/i18n';
import type source from './locales/en.json';

/**
 * Buyer–seller messages: the shopper's and the shop's inboxes, a conversation and its composer,
 * "Ask the seller", and the Admin's reported conversations.
 */
export const messages = defineCatalog<typeof source>(
  'messages',
  import.meta.glob('./locales/*.json', { query: '?lingui', import: 'messages' }),
);

/** A key of the messages' English catalogue. */
export type MessagesKey = keyof typeof source & string;
