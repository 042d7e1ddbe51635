import { Headset, RotateCcw, ShieldCheck, Truck } from 'lucide-react';

import { RETURN_WINDOW_DAYS, freeShippingText } from '@/lib/shipping';

const PROMISES = [
  { Icon: Truck, title: 'Free shipping', text: freeShippingText },
  { Icon: RotateCcw, title: 'Free returns', text: `Returns within ${RETURN_WINDOW_DAYS} days of delivery` },
  { Icon: Headset, title: '24/7 support', text: 'We are here whenever you need us' },
  { Icon: ShieldCheck, title: 'All payment methods', text: 'Cash on delivery, UPI, cards and net banking' },
];

export function StoreInfoStrip() {
  return (
    <section aria-label="Why shop on Haat" className="rounded-xl bg-white p-6 shadow-sm">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PROMISES.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon className="mt-0.5 h-7 w-7 shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-stone-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
