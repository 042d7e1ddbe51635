import type { Who } from '@/lib/session';

import { notifications } from '../i18n';

type NotificationKey = Parameters<typeof notifications.t>[0];
type TopicTexts = { label: NotificationKey; hint: NotificationKey };

/**
 * Each topic's name and one-line explanation, by the kind of account: a shop's `cancellations`
 * and `refunds` are about its customers' orders, a shopper's about their own, so they read apart.
 */
const TOPICS: Record<Who, Record<string, TopicTexts>> = {
  user: {
    'order-placed': { label: 'topic.user.orderPlaced', hint: 'topic.user.orderPlacedHint' },
    payments: { label: 'topic.user.payments', hint: 'topic.user.paymentsHint' },
    deliveries: { label: 'topic.user.deliveries', hint: 'topic.user.deliveriesHint' },
    cancellations: { label: 'topic.user.cancellations', hint: 'topic.user.cancellationsHint' },
    refunds: { label: 'topic.user.refunds', hint: 'topic.user.refundsHint' },
    reviews: { label: 'topic.user.reviews', hint: 'topic.user.reviewsHint' },
  },
  seller: {
    'new-orders': { label: 'topic.seller.newOrders', hint: 'topic.seller.newOrdersHint' },
    cancellations: { label: 'topic.seller.cancellations', hint: 'topic.seller.cancellationsHint' },
    refunds: { label: 'topic.seller.refunds', hint: 'topic.seller.refundsHint' },
    withdrawals: { label: 'topic.seller.withdrawals', hint: 'topic.seller.withdrawalsHint' },
    'low-stock': { label: 'topic.seller.lowStock', hint: 'topic.seller.lowStockHint' },
    'daily-summary': { label: 'topic.seller.dailySummary', hint: 'topic.seller.dailySummaryHint' },
  },
};

/** A topic's texts for `who`, or null for a topic this page does not know yet (shown as the server names it). */
export function topicTexts(who: Who, topic: string): TopicTexts | null {
  const topics = TOPICS[who];
  return Object.hasOwn(topics, topic) ? (topics[topic] ?? null) : null;
}
