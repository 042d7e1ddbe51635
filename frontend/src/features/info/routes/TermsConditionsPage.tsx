import { Link } from 'react-router';

import { paths } from '@/lib/paths';

import { InfoPage, InfoSection } from '../components/InfoPage';

export function TermsConditionsPage() {
  return (
    <InfoPage title="Terms & conditions" updated="22 November 2026">
      <InfoSection heading="Haat is a marketplace">
        <p>
          Haat connects shoppers with independent shops. Each product is sold by the shop named on it, which
          is responsible for its description, quality and delivery. Haat runs the platform, takes payments on
          the shops&apos; behalf and handles disputes.
        </p>
      </InfoSection>
      <InfoSection heading="Accounts">
        <p>
          Keep your password to yourself; you are responsible for what is done with your account. We may
          suspend accounts that break these terms or the law.
        </p>
      </InfoSection>
      <InfoSection heading="Prices, orders and payment">
        <p>
          Prices are in Indian rupees. The amount checkout shows is the amount you pay; it is worked out by
          our servers from current prices and stock. An order is accepted once it is placed and you see its
          confirmation. You can pay cash on delivery or online; an online order that is not paid within 30
          minutes is cancelled and its stock released.
        </p>
      </InfoSection>
      <InfoSection heading="Returns and refunds">
        <p>
          See{' '}
          <Link to={paths.shippingReturn()} className="text-brand-700 underline">
            shipping &amp; returns
          </Link>{' '}
          and our{' '}
          <Link to={paths.refundPolicy()} className="text-brand-700 underline">
            refund policy
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection heading="Sellers">
        <p>
          Shops must list only products they are allowed to sell in India, describe them truthfully, honour
          their prices and dispatch promptly. Haat deducts its commission from each delivered order before
          paying a shop out.
        </p>
      </InfoSection>
      <InfoSection heading="Law">
        <p>These terms are governed by the laws of India.</p>
      </InfoSection>
    </InfoPage>
  );
}
