import { Link } from 'react-router';

import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { FREE_SHIPPING_FROM_RUPEES, SHIPPING_RATE_PERCENT } from '@/lib/shipping';

import { InfoPage, InfoSection } from '../components/InfoPage';
import { RichText } from '../components/RichText';
import { MIN_WITHDRAWAL_RUPEES, NEWSLETTER_COUPON } from '../facts';
import { info } from '../i18n';

export function TermsConditionsPage() {
  const t = info.useT();
  return (
    <InfoPage title={t('terms.title')} updated="2026-11-22">
      <InfoSection heading={t('terms.marketplaceHeading')}>
        <p>{t('terms.marketplace')}</p>
      </InfoSection>
      <InfoSection heading={t('terms.accountsHeading')}>
        <p>{t('terms.accounts')}</p>
      </InfoSection>
      <InfoSection heading={t('terms.pricesHeading')}>
        <p>
          {t('terms.prices', {
            freeFrom: formatRupees(FREE_SHIPPING_FROM_RUPEES),
            percent: SHIPPING_RATE_PERCENT,
          })}
        </p>
      </InfoSection>
      <InfoSection heading={t('terms.couponsHeading')}>
        <p>
          {t('terms.coupons', {
            percent: NEWSLETTER_COUPON.percent,
            maxOff: formatRupees(NEWSLETTER_COUPON.maxRupees),
            days: NEWSLETTER_COUPON.validDays,
          })}
        </p>
      </InfoSection>
      <InfoSection heading={t('terms.refundsHeading')}>
        <p>
          <RichText
            id="terms.refunds"
            components={{
              0: <Link to={paths.shippingReturn()} className="text-brand-700 underline" />,
              1: <Link to={paths.refundPolicy()} className="text-brand-700 underline" />,
            }}
          />
        </p>
      </InfoSection>
      <InfoSection heading={t('terms.sellersHeading')}>
        <p>{t('terms.sellers.listing')}</p>
        <p>{t('terms.sellers.payouts', { minimum: formatRupees(MIN_WITHDRAWAL_RUPEES) })}</p>
      </InfoSection>
      <InfoSection heading={t('terms.lawHeading')}>
        <p>{t('terms.law')}</p>
      </InfoSection>
    </InfoPage>
  );
}
