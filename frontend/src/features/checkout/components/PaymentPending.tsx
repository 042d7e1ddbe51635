import { Clock, CreditCard, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { FormAlert, primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { PayState } from '@/lib/payment';

import type { PlacedCheckout } from '../api/create-order';

/** How long an online order waits for its payment before it is cancelled (docs/orders.md). */
export const PAYMENT_WINDOW_MINUTES = 30;

const WORKING_TEXT: Partial<Record<PayState['step'], string>> = {
  opening: 'Opening Razorpay…',
  open: 'Finish paying in the Razorpay window.',
  verifying: 'Confirming your payment…',
};

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
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the shopper's hand: take their reader to its new heading.
  useEffect(() => heading.current?.focus(), []);
  const working = WORKING_TEXT[state.step];
  const stopped = state.step === 'idle' || state.step === 'dismissed' || state.step === 'failed';

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <CreditCard className="h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">
        Complete your payment
      </h1>
      <p className="mt-2 text-stone-700">
        {placed.orders.length === 1
          ? 'Your order is placed'
          : `Your ${placed.orders.length} orders are placed`}{' '}
        and waiting for a payment of <strong>{formatRupees(placed.totalPrice)}</strong>.
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
              {state.step === 'dismissed' && 'You closed the payment window before paying. '}
              {placed.orders.length === 1 ? 'Your order waits' : 'Your orders wait'} {PAYMENT_WINDOW_MINUTES}{' '}
              minutes for the payment; after that{' '}
              {placed.orders.length === 1
                ? 'it is cancelled and its items go'
                : 'they are cancelled and their items go'}{' '}
              back on sale. You can pay now, or from an order&apos;s page.
            </p>
          </div>
        )}
      </div>

      {stopped && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={onPay} className={primaryButtonClass}>
            Pay {formatRupees(placed.totalPrice)} now
          </button>
          <Link to={paths.account({ tab: 'orders' })} className={secondaryButtonClass}>
            See all your orders
          </Link>
        </div>
      )}

      <h2 className="mt-10 text-lg font-semibold text-stone-900">
        {placed.orders.length === 1 ? 'Your order' : 'Your orders'}
      </h2>
      <ul className="mt-3 divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
        {placed.orders.map((order) => (
          <li key={order._id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-stone-900">{order.shop.shopName}</p>
              <p className="text-stone-600">
                Order #{shortOrderId(order._id)} · {formatRupees(order.totalPrice)}
              </p>
            </div>
            <Link
              to={paths.userOrder(order._id)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              View order <span className="sr-only">#{shortOrderId(order._id)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
