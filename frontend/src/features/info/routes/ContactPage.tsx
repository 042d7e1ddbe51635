import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/store-info';

import { InfoPage, InfoSection } from '../components/InfoPage';

export function ContactPage() {
  return (
    <InfoPage title="Contact us">
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
          .
        </p>
        <p className="rounded-md border border-dashed border-stone-300 p-4 text-stone-600">
          The contact form is coming soon. Until then, email or call us and we will answer.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
