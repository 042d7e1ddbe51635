import { Link } from 'react-router';

import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { FREE_SHIPPING_FROM_RUPEES, RETURN_WINDOW_DAYS, SHIPPING_RATE_PERCENT } from '@/lib/shipping';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/store-info';

import { SupportEmailLink, SupportPhoneLink } from '../components/ContactLinks';
import { InfoPage, InfoSection } from '../components/InfoPage';
import { RichText } from '../components/RichText';
import { MIN_WITHDRAWAL_RUPEES, NEWSLETTER_COUPON } from '../facts';
import { info } from '../i18n';

/** The common questions, each a question and an answer in the info catalogue. */
const QUESTIONS = [
  'orderWhere',
  'cashOnDelivery',
  'shippingCost',
  'returns',
  'newsletter',
  'selling',
  'payouts',
] as const;

export function CustomerServicesPage() {
  const t = info.useT();
  // The figures the answers state, from the modules that hold them (written when drawn, as the
  // texts around them are).
  const figures = {
    freeFrom: formatRupees(FREE_SHIPPING_FROM_RUPEES),
    percent: SHIPPING_RATE_PERCENT,
    days: RETURN_WINDOW_DAYS,
    minimum: formatRupees(MIN_WITHDRAWAL_RUPEES),
  };
  const coupon = {
    percent: NEWSLETTER_COUPON.percent,
    maxOff: formatRupees(NEWSLETTER_COUPON.maxRupees),
    days: NEWSLETTER_COUPON.validDays,
  };
  return (
    <InfoPage title={t('customerServices.title')}>
      <InfoSection heading={t('customerServices.talkHeading')}>
        <p>
          <RichText
            id="customerServices.talk"
            values={{ phone: SUPPORT_PHONE, email: SUPPORT_EMAIL }}
            components={{
              0: <SupportPhoneLink />,
              1: <SupportEmailLink />,
              2: <Link to={paths.contact()} className="text-brand-700 underline" />,
            }}
          />
        </p>
      </InfoSection>
      <InfoSection heading={t('customerServices.questionsHeading')}>
        <dl className="space-y-4">
          {QUESTIONS.map((topic) => (
            <div key={topic}>
              <dt className="font-semibold text-stone-900">{t(`customerServices.faq.${topic}.question`)}</dt>
              <dd>{t(`customerServices.faq.${topic}.answer`, topic === 'newsletter' ? coupon : figures)}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection heading={t('customerServices.policiesHeading')}>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <Link to={paths.shippingReturn()} className="text-brand-700 underline">
              {t('shippingReturn.title')}
            </Link>
          </li>
          <li>
            <Link to={paths.refundPolicy()} className="text-brand-700 underline">
              {t('refund.title')}
            </Link>
          </li>
          <li>
            <Link to={paths.privacyPolicy()} className="text-brand-700 underline">
              {t('privacy.title')}
            </Link>
          </li>
          <li>
            <Link to={paths.termsConditions()} className="text-brand-700 underline">
              {t('terms.title')}
            </Link>
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
