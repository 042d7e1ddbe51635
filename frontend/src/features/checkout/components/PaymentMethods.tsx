import { Banknote, CreditCard } from 'lucide-react';

import type { PaymentMethod } from '@/api';

const METHODS: Record<PaymentMethod, { label: string; hint: string; Icon: typeof Banknote }> = {
  cod: { label: 'Cash on delivery', hint: 'Pay when your order arrives.', Icon: Banknote },
  razorpay: {
    label: 'Pay online (Razorpay)',
    hint: 'UPI, cards, net banking or wallets. Your order waits 30 minutes for the payment.',
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
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Payment method</legend>
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
              <strong className="block font-semibold text-stone-900">{label}</strong>
              {hint}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
