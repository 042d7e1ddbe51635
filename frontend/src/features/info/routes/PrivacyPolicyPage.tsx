import { SUPPORT_EMAIL } from '@/lib/store-info';

import { SupportEmailLink } from '../components/ContactLinks';
import { InfoPage, InfoSection } from '../components/InfoPage';
import { RichText } from '../components/RichText';
import { info } from '../i18n';

export function PrivacyPolicyPage() {
  const t = info.useT();
  return (
    <InfoPage title={t('privacy.title')} updated="2026-11-22">
      <InfoSection heading={t('privacy.collectHeading')}>
        <p>{t('privacy.collect.data')}</p>
        <p>{t('privacy.collect.payments')}</p>
      </InfoSection>
      <InfoSection heading={t('privacy.useHeading')}>
        <p>{t('privacy.use')}</p>
      </InfoSection>
      <InfoSection heading={t('privacy.shareHeading')}>
        <p>{t('privacy.share')}</p>
      </InfoSection>
      <InfoSection heading={t('privacy.cookiesHeading')}>
        <p>{t('privacy.cookies')}</p>
      </InfoSection>
      <InfoSection heading={t('privacy.rightsHeading')}>
        <p>
          <RichText
            id="privacy.rights"
            values={{ email: SUPPORT_EMAIL }}
            components={{ 0: <SupportEmailLink /> }}
          />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
