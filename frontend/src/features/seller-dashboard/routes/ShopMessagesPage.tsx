import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';

import { PageHeader } from '@/components/ListPage';
import { paths } from '@/lib/paths';

import { sellerDashboard } from '../i18n';

/**
 * /shop-dashboard-messages: where buyer–seller messages will be. Messaging is not built yet (a
 * later issue builds it), so the page says so plainly, inside the dashboard, and points to where a
 * seller hears from shoppers today.
 */
export function ShopMessagesPage() {
  const t = sellerDashboard.useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('messages.title')} />
      <section className="flex flex-col items-center gap-3 rounded-md border border-dashed border-stone-300 bg-white p-8 text-center">
        <MessageSquare className="h-10 w-10 text-brand-600" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-stone-900">{t('messages.notYet')}</h2>
        <p className="max-w-prose text-sm text-stone-600">{t('messages.meanwhile')}</p>
        <Link
          to={paths.shopOrders()}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('messages.seeOrders')}
        </Link>
      </section>
    </div>
  );
}
