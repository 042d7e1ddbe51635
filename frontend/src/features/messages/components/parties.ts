import type { ConversationDto, OrderStatus, PartyDto } from '@/api';
import { ORDER_STATUSES } from '@/lib/orders/statuses';

import type { Reader } from '../api/keys';

/** The other side of the conversation for a party: the shop for its shopper, the shopper for its shop. */
export function otherParty(conversation: ConversationDto, reader: Reader): PartyDto {
  return reader === 'seller' ? conversation.user : conversation.shop;
}

/** Whether the last message (or a message) came from the reader's own side. */
export const isMine = (from: string, conversation: ConversationDto) =>
  conversation.me !== null && from === conversation.me;

/** An order status the page knows, or null for one it does not (shown as sent). */
export const knownStatus = (status: string): OrderStatus | null =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : null;
