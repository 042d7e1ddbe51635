import { Package } from 'lucide-react';
import { Link } from 'react-router';

import type { ConversationDto } from '@/api';
import { ItemThumb } from '@/components/ItemThumb';
import { OrderStatusBadge } from '@/components/OrderStatusBadge';
import { formatDay } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';

import type { Reader } from '../api/keys';
import { messages } from '../i18n';
import { knownStatus } from './parties';

/** Where the order a conversation is about opens, for whoever reads it. */
function orderLink(conversation: ConversationDto, orderId: string, reader: Reader): string {
  if (reader === 'seller') return paths.shopOrder(orderId, conversation.shop._id);
  if (reader === 'admin') return paths.adminOrder(orderId);
  return paths.userOrder(orderId);
}

/**
 * What the conversation is about, at its top: the product (its picture, name and price, linking
 * to its page) or the order (its number, status, total and day, linking to the reader's page of
 * it). Nothing for a conversation about neither.
 */
export function AboutCard({ conversation, reader }: { conversation: ConversationDto; reader: Reader }) {
  const t = messages.useT();
  const { product, order } = conversation;
  const cardClass = 'flex items-center gap-3 border-b border-stone-200 bg-stone-50 px-4 py-2.5';

  if (product) {
    return (
      <div className={cardClass}>
        <ItemThumb src={product.image} className="h-12 w-12" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="text-xs text-stone-500">{t('about.product')}</p>
          <Link
            to={paths.product(product._id)}
            className="line-clamp-1 font-medium break-words text-stone-900 hover:text-brand-700 hover:underline"
          >
            {product.name}
          </Link>
          <p className="font-semibold text-stone-900">{formatRupees(product.price)}</p>
        </div>
      </div>
    );
  }

  if (order) {
    const status = knownStatus(order.status);
    const id = shortOrderId(order._id);
    return (
      <div className={cardClass}>
        <span
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-stone-200 bg-white text-brand-700"
          aria-hidden="true"
        >
          <Package className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1 space-y-0.5 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to={orderLink(conversation, order._id, reader)}
              className="font-medium text-stone-900 hover:text-brand-700 hover:underline"
            >
              {t('about.order', { id })}
            </Link>
            {status ? (
              <OrderStatusBadge status={status} />
            ) : (
              <span className="text-xs text-stone-600">{order.status}</span>
            )}
          </p>
          <p className="text-stone-600">
            {t('about.orderFacts', {
              total: formatRupees(order.totalPrice),
              date: formatDay(order.createdAt),
            })}
          </p>
        </div>
      </div>
    );
  }

  return null;
}
