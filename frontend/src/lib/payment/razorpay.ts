import { zRazorpayVerifyBody } from '@/api/schemas';
import { common } from '@/lib/i18n';

import type { RazorpayPayment } from './razorpay-verify';

// Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/).
// This module is imported only when a shopper pays online, and it loads Razorpay's script only
// then: shoppers paying cash never download it.

export const RAZORPAY_SCRIPT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay Checkout's options this page uses. */
export type RazorpayOptions = {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
};

type RazorpayInstance = { open: () => void };
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** The script defines `window.Razorpay`; nothing else in the app knows that global. */
const razorpayGlobal = () => (window as Window & { Razorpay?: RazorpayConstructor }).Razorpay;

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds Razorpay's script once; a failed load can be tried again. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  const loaded = razorpayGlobal();
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_SRC;
    script.async = true;
    script.addEventListener('load', () => {
      const Razorpay = razorpayGlobal();
      if (Razorpay) resolve(Razorpay);
      else reject(new Error(common.t('payment.razorpayNotStarted')));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(common.t('payment.razorpayNotLoaded')));
    });
    document.head.appendChild(script);
  }).finally(() => {
    loading = null;
  });
  return loading;
}

export type RazorpayOutcome = { kind: 'paid'; payment: RazorpayPayment } | { kind: 'dismissed' };

export type OpenRazorpay = {
  keyId: string;
  razorpayOrderId: string;
  amount: number;
  currency: string;
  description: string;
  prefill: RazorpayOptions['prefill'];
};

/** Opens Razorpay Checkout and settles once the shopper has paid or closed it. */
export async function openRazorpayCheckout({
  keyId,
  razorpayOrderId,
  amount,
  currency,
  description,
  prefill,
}: OpenRazorpay): Promise<RazorpayOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key: keyId,
      amount,
      currency,
      order_id: razorpayOrderId,
      name: 'Haat',
      description,
      prefill,
      theme: { color: '#0f5257' },
      handler: (response) => {
        const payment = zRazorpayVerifyBody.safeParse(response);
        if (payment.success) resolve({ kind: 'paid', payment: payment.data });
        else reject(new Error(common.t('payment.razorpayUnexpected')));
      },
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.open();
  });
}
