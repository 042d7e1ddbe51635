import { Trans } from '@/lib/i18n/trans';
import { Clock, CreditCard, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { FormAlert, primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { PayState } from '@/lib/payment';

import type { PlacedCheckout } from '../api/create-order';
import { checkout } from '../i18n';

/** How long an online order waits for its payment before it is cancelled (docs/orders.md). */
export const PAYMENT_WINDOW_MINUTES = 30;

const WORKING_TEXT = {
  opening: 'pending.opening',
  open: 'pending.open',
  verifying: 'pending.verifying',
} as const satisfies Partial<Record<PayState['step'], Parameters<typeof checkout.t>[0]>>;

/**
 * The orders are placed and wait for the online payment: what is happening, and when the window
 * was closed without paying, how long the order waits and how to pay or find it again.
 */
export function PaymentPending({
  placed,
  state,
  onPay,
}: {
  placed: PlacedCheckout;
  state: PayState;
  onPay: () => void;
}) {
  const t = checkout.useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the shopper's hand: take their reader to its new heading.
  useEffect(() => heading.current?.focus(), []);
  const workingKey =
    state.step in WORKING_TEXT ? WORKING_TEXT[state.step as keyof typeof WORKING_TEXT] : null;
  const working = workingKey && t(workingKey);
  const count = placed.orders.length;
  const stopped = state.step === 'idle' || state.step === 'dismissed' || state.step === 'failed';

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <CreditCard className="h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">
        {t('pending.title')}
      </h1>
      <p className="mt-2 text-stone-700">
        <Trans
          id="checkout.pending.placed"
          values={{ count, amount: formatRupees(placed.totalPrice) }}
          components={{ 0: <strong /> }}
        />
      </p>

      <div className="mt-6 space-y-4" aria-live="polite">
        {working && (
          <p role="status" className="flex items-center gap-2 font-medium text-stone-800">
            <Loader2 className="h-5 w-5 animate-spin text-brand-600" aria-hidden="true" />
            {working}
          </p>
        )}
        {state.step === 'failed' && <FormAlert>{state.message}</FormAlert>}
        {stopped && (
          <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <p>
              {state.step === 'dismissed' && `${t('pending.dismissed')} `}
              {t('pending.waits', { count, minutes: PAYMENT_WINDOW_MINUTES })}
            </p>
          </div>
        )}
      </div>

      {stopped && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={onPay} className={primaryButtonClass}>
            {t('pending.payNow', { amount: formatRupees(placed.totalPrice) })}
          </button>
          <Link to={paths.account({ tab: 'orders' })} className={secondaryButtonClass}>
            {t('pending.allOrders')}
          </Link>
        </div>
      )}

      <h2 className="mt-10 text-lg font-semibold text-stone-900">{t('pending.ordersHeading', { count })}</h2>
      <ul className="mt-3 divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
        {placed.orders.map((order) => (
          <li key={order._id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-stone-900">{order.shop.shopName}</p>
              <p className="text-stone-600">
                {t('pending.orderLine', {
                  id: shortOrderId(order._id),
                  amount: formatRupees(order.totalPrice),
                })}
              </p>
            </div>
            <Link
              to={paths.userOrder(order._id)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              <Trans
                id="checkout.pending.viewOrder"
                values={{ id: shortOrderId(order._id) }}
                components={{ 0: <span className="sr-only" /> }}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
