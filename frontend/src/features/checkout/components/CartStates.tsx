import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';

import { primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { paths } from '@/lib/paths';

import { checkout as catalog } from '../i18n';
import { PageMessage } from './PageMessage';

// What the cart and checkout pages show instead of the cart: nothing in it, or no quote.

/** The cart is empty: the way to shop, and to the orders already placed. */
export function EmptyCart() {
  const t = catalog.useT();
  return (
    <PageMessage
      icon={<ShoppingBag className="h-12 w-12 text-stone-300" aria-hidden="true" />}
      title={t('empty.title')}
      actions={
        <>
          <Link to={paths.products()} className={primaryButtonClass}>
            {t('empty.startShopping')}
          </Link>
          <Link to={paths.account({ tab: 'orders' })} className={secondaryButtonClass}>
            {t('empty.yourOrders')}
          </Link>
        </>
      }
    >
      <p>{t('empty.body')}</p>
    </PageMessage>
  );
}

/** The quote could not be had; the shopper may ask again. */
export function QuoteError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = catalog.useT();
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>{t('quoteError.message', { message })}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline hover:no-underline">
        {t('quoteError.retry')}
      </button>
    </div>
  );
}
