import { Suspense, lazy } from 'react';

import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/store-info';

import { SupportEmailLink, SupportPhoneLink } from '../components/ContactLinks';
import { InfoPage, InfoSection } from '../components/InfoPage';
import { RichText } from '../components/RichText';
import { info } from '../i18n';

// The information pages share one chunk; the form and its form library are a further chunk, so
// the other pages of that chunk do not carry them.
const ContactForm = lazy(async () => ({ default: (await import('../components/ContactForm')).ContactForm }));

export function ContactPage() {
  const t = info.useT();
  return (
    <InfoPage title={t('contact.title')}>
      <InfoSection heading={t('contact.writeHeading')}>
        <p>{t('contact.intro')}</p>
        <Suspense fallback={<p className="text-sm text-stone-500">{t('contact.loadingForm')}</p>}>
          <ContactForm />
        </Suspense>
      </InfoSection>
      <InfoSection heading={t('contact.reachHeading')}>
        <p>
          <RichText
            id="contact.reach"
            values={{ email: SUPPORT_EMAIL, phone: SUPPORT_PHONE }}
            components={{
              0: <SupportEmailLink />,
              1: <SupportPhoneLink />,
            }}
          />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
