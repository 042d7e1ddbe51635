import { PageHeader } from '@/components/ListPage';
import { useSeller } from '@/lib/session';

import { MessagesCenter } from '../components/MessagesCenter';
import { messages } from '../i18n';

/**
 * /shop-dashboard-messages: the shop's inbox, inside the seller's dashboard. Shoppers' questions
 * about its products and their orders, answered here; `?conversation=` opens one (the
 * notifications link to it so).
 */
export function ShopMessagesPage() {
  const t = messages.useT();
  const { data: seller } = useSeller();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('shop.title')} subtitle={t('shop.subtitle')} />
      {/* The guard shows this page to a signed-in seller only. */}
      {seller && <MessagesCenter who="seller" accountId={seller._id} />}
    </div>
  );
}
