import { ShoppingBag } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

import type { QuoteLine } from '@/api';
import { primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { PincodeForm } from '@/components/PincodeForm';
import { formatCalendarSoon } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useCart, useCartLineActions } from '@/lib/shopping';
import { useSavedPincode } from '@/lib/shopping/pincode';

import { useQuote } from '../api/quote';
import { toCartLine, updateCartItem } from '../cart';
import { EmptyCart, QuoteError } from '../components/CartStates';
import { OrderTotals } from '../components/OrderTotals';
import { type LineActions, QuoteLines, QuoteLinesSkeleton } from '../components/QuoteLines';
import { checkout } from '../i18n';

const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/** The quoted lines by shop, in the order the shops first appear in the cart. */
function byShop(lines: readonly QuoteLine[]): { shopId: string; shopName: string; lines: QuoteLine[] }[] {
  const groups: { shopId: string; shopName: string; lines: QuoteLine[] }[] = [];
  for (const line of lines) {
    const shopId = line.shopId ?? '';
    let group = groups.find((each) => each.shopId === shopId);
    if (!group) {
      group = { shopId, shopName: line.shopName ?? '', lines: [] };
      groups.push(group);
    }
    group.lines.push(line);
  }
  return groups;
}

/**
 * The day a shop's parcel is expected at the quote's PIN code: the latest of its lines that can be
 * bought (they travel together), or null when none says.
 */
function expectedDay(lines: readonly QuoteLine[]): string | null {
  const days = lines
    .filter((line) => line.problem === null || line.problem === 'price_changed')
    .map((line) => line.estimatedDate)
    .filter((day): day is string => day !== null);
  return days.length > 0 ? days.reduce((latest, day) => (day > latest ? day : latest)) : null;
}

/**
 * /cart: the whole cart as the server prices it (docs/orders.md "Quote"), one group per shop (each
 * shop's items become one order, with its own shipping), each line with what is wrong with it and
 * the way to fix it, a quantity to choose, the totals, and the way to checkout. The drawer stays for
 * a quick look; this is the page its "View cart" opens.
 */
export function CartPage() {
  const t = checkout.useT();
  usePageTitle(t('cartPage.title'));
  const { items } = useCart();
  const { remove } = useCartLineActions();
  const lines = useMemo(() => items.map(toCartLine), [items]);
  const shownPrices = useMemo(() => new Map(items.map((item) => [item._id, item.sellingPrice])), [items]);
  const pincode = useSavedPincode();
  const quote = useQuote(lines, null, { enabled: lines.length > 0, pincode });

  if (items.length === 0) return <EmptyCart />;

  const actions: LineActions = {
    chooseSize: (key, size) => updateCartItem(key, { size }),
    setQty: (key, qty) => updateCartItem(key, { qty }),
    remove: (key) => remove(key),
  };
  const shops = quote.data?.shops ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('cartPage.title')}</h1>
      <p className="mt-1 text-sm text-stone-600">{t('cartPage.intro')}</p>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6" aria-busy={quote.isFetching}>
          {quote.data ? (
            byShop(quote.data.lines).map((group) => {
              const amounts = shops.find((shop) => shop.shopId === group.shopId);
              const day = expectedDay(group.lines);
              return (
                <section key={group.shopId} aria-label={group.shopName} className={cardClass}>
                  <div className="mb-4">
                    <h2 className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-semibold text-stone-900">
                      <span>{t('cartPage.fromShop', { shop: group.shopName })}</span>
                      {amounts && (
                        <span className="text-sm font-normal text-stone-600">
                          {amounts.shippingPrice === 0
                            ? t('cartPage.shipsFree')
                            : t('cartPage.shipping', { amount: formatRupees(amounts.shippingPrice) })}
                        </span>
                      )}
                    </h2>
                    {day && (
                      <p className="mt-1 text-sm font-medium text-green-800">
                        {t('cartPage.deliveryBy', { date: formatCalendarSoon(day) })}
                      </p>
                    )}
                  </div>
                  <QuoteLines
                    lines={group.lines}
                    shownPrices={shownPrices}
                    lineErrors={{}}
                    actions={actions}
                    editQty
                    label={t('cartPage.linesOf', { shop: group.shopName })}
                  />
                </section>
              );
            })
          ) : quote.isError ? (
            <QuoteError message={quote.error.message} onRetry={() => void quote.refetch()} />
          ) : (
            <div className={cardClass}>
              <QuoteLinesSkeleton names={items.map((item) => item.name)} />
            </div>
          )}
        </div>

        <aside className={`${cardClass} space-y-4 lg:sticky lg:top-24`} aria-label={t('cartPage.summary')}>
          <div className="border-b border-stone-200 pb-4">
            <PincodeForm label={t('cartPage.deliverTo')} />
          </div>
          {quote.data && <OrderTotals quote={quote.data} />}
          {quote.data && !quote.data.canCheckout && (
            <p className="text-sm text-red-700">{t('reason.blocked')}</p>
          )}
          <Link to={paths.checkout()} className={`${primaryButtonClass} w-full`}>
            {t('cartPage.checkout')}
          </Link>
          <Link to={paths.products()} className={`${secondaryButtonClass} w-full`}>
            <ShoppingBag className="h-4 w-4" aria-hidden="true" />
            {t('cartPage.continue')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
