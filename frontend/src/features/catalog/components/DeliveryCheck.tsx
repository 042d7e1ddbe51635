import { Truck } from 'lucide-react';

import { PincodeForm } from '@/components/PincodeForm';
import { formatCalendarSoon } from '@/lib/dates';
import { useSavedPincode } from '@/lib/shopping/pincode';

import { useDeliveryEstimate } from '../api/delivery-estimate';
import { catalog } from '../i18n';

/**
 * The product page's "Check delivery": the saved PIN code (or a box to give one) and whether the
 * product's shop delivers there, and by when (docs/orders.md "Delivery areas and estimates").
 */
export function DeliveryCheck({ productId }: { productId: string }) {
  const t = catalog.useT();
  const pincode = useSavedPincode();
  const estimate = useDeliveryEstimate(productId, pincode);

  let answer: { text: string; tone: 'good' | 'bad' | 'quiet' } | null = null;
  if (pincode !== null) {
    if (estimate.data?.deliverable && estimate.data.estimatedDate) {
      answer = {
        text: t('delivery.by', { date: formatCalendarSoon(estimate.data.estimatedDate) }),
        tone: 'good',
      };
    } else if (estimate.data) {
      answer = { text: t('delivery.notToPincode', { pincode }), tone: 'bad' };
    } else if (estimate.isError) {
      answer = { text: t('delivery.unknown'), tone: 'quiet' };
    } else {
      answer = { text: t('delivery.checking'), tone: 'quiet' };
    }
  }
  const toneClass = { good: 'text-green-800', bad: 'text-red-700', quiet: 'text-stone-600' };

  return (
    <section
      aria-labelledby="delivery-heading"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="delivery-heading" className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Truck className="h-4 w-4 text-stone-500" aria-hidden="true" />
        {t('delivery.heading')}
      </h2>
      <PincodeForm label={t('delivery.pincodeLabel')} />
      <p
        role="status"
        aria-live="polite"
        className={`text-sm font-medium ${answer ? toneClass[answer.tone] : ''}`}
      >
        {answer?.text}
      </p>
    </section>
  );
}
