import { Suspense, lazy } from 'react';

import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/store-info';

import { InfoPage, InfoSection } from '../components/InfoPage';

// The information pages share one chunk; the form and its form library are a further chunk, so
// the other pages of that chunk do not carry them.
const ContactForm = lazy(async () => ({ default: (await import('../components/ContactForm')).ContactForm }));

export function ContactPage() {
  return (
    <InfoPage title="Contact us">
      <InfoSection heading="Write to us">
        <p>
          Questions about an order, a return, a payment or selling on Haat: tell us here and we will reply by
          email within one working day.
        </p>
        <Suspense fallback={<p className="text-sm text-stone-500">Loading the form…</p>}>
          <ContactForm />
        </Suspense>
      </InfoSection>
      <InfoSection heading="Reach Haat">
        <p>
          Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand-700 underline">
            {SUPPORT_EMAIL}
          </a>{' '}
          or call{' '}
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className="text-brand-700 underline">
            {SUPPORT_PHONE}
          </a>
          , day or night.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
