import { Banknote, CreditCard } from 'lucide-react';

import type { PaymentMethod } from '@/api';

import { checkout } from '../i18n';
import { PAYMENT_WINDOW_MINUTES } from './PaymentPending';

/** Each method's name and hint, read in the page's language when drawn. */
const METHODS: Record<PaymentMethod, { label: () => string; hint: () => string; Icon: typeof Banknote }> = {
  cod: { label: () => checkout.t('payment.cod'), hint: () => checkout.t('payment.codHint'), Icon: Banknote },
  razorpay: {
    label: () => checkout.t('payment.razorpay'),
    hint: () => checkout.t('payment.razorpayHint', { minutes: PAYMENT_WINDOW_MINUTES }),
    Icon: CreditCard,
  },
};

/** The payment methods the server offers for this cart (`quote.paymentMethods`); cash is always one. */
export function PaymentMethods({
  offered,
  value,
  onChange,
}: {
  offered: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const t = checkout.useT();
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t('payment.method')}</legend>
      {offered.map((method) => {
        const { label, hint, Icon } = METHODS[method];
        return (
          <label
            key={method}
            className="flex cursor-pointer gap-3 rounded-md border border-stone-300 bg-white p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span className="min-w-0 text-stone-600">
              <strong className="block font-semibold text-stone-900">{label()}</strong>
              {hint()}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
