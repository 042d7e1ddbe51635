import { Link } from 'react-router';

import { OrderStatus } from '@/api';
import { statusName } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';
import { RETURN_WINDOW_DAYS } from '@/lib/shipping';
import { SUPPORT_EMAIL } from '@/lib/store-info';

import { SupportEmailLink } from '../components/ContactLinks';
import { InfoPage, InfoSection } from '../components/InfoPage';
import { RichText } from '../components/RichText';
import { info } from '../i18n';

export function RefundPolicyPage() {
  const t = info.useT();
  return (
    <InfoPage title={t('refund.title')} updated="2026-11-22">
      <InfoSection heading={t('refund.whenHeading')}>
        <p>
          <RichText
            id="refund.when"
            values={{ days: RETURN_WINDOW_DAYS, status: statusName(OrderStatus.PROCESSING_REFUND) }}
            components={{ 0: <em /> }}
          />
        </p>
      </InfoSection>
      <InfoSection heading={t('refund.nextHeading')}>
        <p>
          <RichText
            id="refund.next"
            values={{ status: statusName(OrderStatus.REFUND_SUCCESS) }}
            components={{ 0: <em /> }}
          />
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('refund.paidOnline')}</li>
          <li>{t('refund.paidCashOnDelivery')}</li>
        </ul>
      </InfoSection>
      <InfoSection heading={t('refund.questionsHeading')}>
        <p>
          <RichText
            id="refund.questions"
            values={{ email: SUPPORT_EMAIL }}
            components={{
              0: <SupportEmailLink />,
              1: <Link to={paths.contact()} className="text-brand-700 underline" />,
            }}
          />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
