import { Headset, RotateCcw, ShieldCheck, Truck } from 'lucide-react';

import { RETURN_WINDOW_DAYS, freeShippingText } from '@/lib/shipping';

import { catalog } from '../i18n';
import { useOnlinePayment } from '../online-payment';

export function StoreInfoStrip() {
  const t = catalog.useT();
  const online = useOnlinePayment();
  const promises = [
    { Icon: Truck, title: t('promises.shipping.title'), text: freeShippingText() },
    {
      Icon: RotateCcw,
      title: t('promises.returns.title'),
      text: t('promises.returns.text', { days: RETURN_WINDOW_DAYS }),
    },
    { Icon: Headset, title: t('promises.support.title'), text: t('promises.support.text') },
    online
      ? { Icon: ShieldCheck, title: t('promises.payment.title'), text: t('promises.payment.text') }
      : { Icon: ShieldCheck, title: t('promises.payment.codTitle'), text: t('promises.payment.codText') },
  ];
  return (
    <section aria-label={t('promises.label')} className="rounded-xl bg-white p-6 shadow-sm">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {promises.map(({ Icon, title, text }) => (
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
