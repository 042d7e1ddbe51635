import { useRef, useState } from 'react';

import type { Order } from '@/api';
import { ApiError } from '@/lib/api';
import { common } from '@/lib/i18n';
import { fromPaise } from '@/lib/money';

import { useCreateRazorpayOrder } from './razorpay-order';
import { useVerifyRazorpayPayment } from './razorpay-verify';

/**
 * `opening`: asking the server for the Razorpay order and loading Razorpay; `open`: the shopper
 * is in Razorpay's window; `verifying`: the server is checking the payment; `dismissed`: the
 * window was closed without paying; `failed`: something went wrong, said in `message`.
 */
export type PayStep = 'idle' | 'opening' | 'open' | 'verifying' | 'dismissed' | 'failed';
export type PayState = { step: PayStep; message: string | null };

/** A checkout paid: its orders, now Processing, and the amount Razorpay took (the server's total). */
export type PaidCheckout = { orders: Order[]; totalPrice: number };

export type PayRequest = {
  checkoutId: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message : fallback;

/**
 * Pays a placed checkout online: the server's Razorpay order, Razorpay's window, then the
 * server's check of the payment. Razorpay's code is loaded only here, on the first payment.
 * `pay` settles with the paid checkout, or null when the shopper did not pay (`state` says why).
 */
export function usePayOnline() {
  const { mutateAsync: razorpayOrder } = useCreateRazorpayOrder();
  const { mutateAsync: verify } = useVerifyRazorpayPayment();
  const [state, setState] = useState<PayState>({ step: 'idle', message: null });
  // One payment window at a time, however quickly the button is pressed.
  const busy = useRef(false);

  const pay = async ({ checkoutId, description, prefill }: PayRequest): Promise<PaidCheckout | null> => {
    if (busy.current) return null;
    busy.current = true;
    setState({ step: 'opening', message: null });
    let stage: 'start' | 'verify' = 'start';
    try {
      const order = await razorpayOrder(checkoutId);
      const { openRazorpayCheckout } = await import('./razorpay');
      setState({ step: 'open', message: null });
      const outcome = await openRazorpayCheckout({
        keyId: order.keyId,
        razorpayOrderId: order.razorpayOrderId,
        amount: order.amount,
        currency: order.currency,
        description,
        prefill,
      });
      if (outcome.kind === 'dismissed') {
        setState({ step: 'dismissed', message: null });
        return null;
      }
      stage = 'verify';
      setState({ step: 'verifying', message: null });
      const orders = await verify(outcome.payment);
      setState({ step: 'idle', message: null });
      return { orders, totalPrice: fromPaise(order.amount) };
    } catch (error) {
      setState({
        step: 'failed',
        message:
          stage === 'verify'
            ? common.t('payment.notConfirmed', {
                reason: messageOf(error, common.t('payment.noAnswer')),
              })
            : messageOf(error, common.t('payment.notStarted')),
      });
      return null;
    } finally {
      busy.current = false;
    }
  };

  const working = state.step === 'opening' || state.step === 'open' || state.step === 'verifying';
  return { state, pay, working };
}
