import { Link } from 'react-router';

import { OrderStatus } from '@/api';
import { formatRupees } from '@/lib/money';
import { statusName } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';
import { FREE_SHIPPING_FROM_RUPEES, RETURN_WINDOW_DAYS, SHIPPING_RATE_PERCENT } from '@/lib/shipping';

import { InfoPage, InfoSection } from '../components/InfoPage';
import { RichText } from '../components/RichText';
import { info } from '../i18n';

/** The steps a delivered order goes through, as its tracking page lists them. */
const DELIVERY_STEPS = [
  OrderStatus.PROCESSING,
  OrderStatus.TRANSFERRED_TO_DELIVERY_PARTNER,
  OrderStatus.SHIPPING,
  OrderStatus.ON_THE_WAY,
  OrderStatus.DELIVERED,
] as const;

export function ShippingReturnPage() {
  const t = info.useT();
  return (
    <InfoPage title={t('shippingReturn.title')} updated="2026-11-22">
      <InfoSection heading={t('shippingReturn.costHeading')}>
        <p>
          {t('shippingReturn.cost.rule', {
            freeFrom: formatRupees(FREE_SHIPPING_FROM_RUPEES),
            percent: SHIPPING_RATE_PERCENT,
          })}
        </p>
        <p>{t('shippingReturn.cost.severalShops')}</p>
      </InfoSection>
      <InfoSection heading={t('shippingReturn.deliveryHeading')}>
        <p>
          <RichText
            id="shippingReturn.delivery"
            values={{ steps: DELIVERY_STEPS.map(statusName).join(', ') }}
            components={{ 0: <Link to={paths.account()} className="text-brand-700 underline" /> }}
          />
        </p>
      </InfoSection>
      <InfoSection heading={t('shippingReturn.returnsHeading')}>
        <p>
          <RichText
            id="shippingReturn.returns.window"
            values={{ days: RETURN_WINDOW_DAYS }}
            components={{ 0: <Link to={paths.refundPolicy()} className="text-brand-700 underline" /> }}
          />
        </p>
        <p>{t('shippingReturn.returns.condition')}</p>
      </InfoSection>
    </InfoPage>
  );
}
