import { Link } from 'react-router';

import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { FREE_SHIPPING_FROM_RUPEES, RETURN_WINDOW_DAYS, SHIPPING_RATE_PERCENT } from '@/lib/shipping';

import { InfoPage, InfoSection } from '../components/InfoPage';

export function ShippingReturnPage() {
  return (
    <InfoPage title="Shipping & returns" updated="22 November 2026">
      <InfoSection heading="What shipping costs">
        <p>
          Shipping is free when your cart comes to {formatRupees(FREE_SHIPPING_FROM_RUPEES)} or more. Below
          that, shipping is {SHIPPING_RATE_PERCENT}% of the cart&apos;s value, rounded to the paisa. Checkout
          always shows the exact amount before you pay.
        </p>
        <p>
          When your cart holds products from several shops, each shop sends its part separately, and the
          shipping charge is shared between them. You never pay more than the one charge checkout shows.
        </p>
      </InfoSection>
      <InfoSection heading="Dispatch and delivery">
        <p>
          Each shop packs and dispatches its own products, usually within two working days. You can follow
          every step (Processing, Transferred to delivery partner, Shipping, On the way, Delivered) on your
          order&apos;s tracking page in{' '}
          <Link to={paths.account()} className="text-brand-700 underline">
            your account
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection heading="Returns">
        <p>
          You may return a product within {RETURN_WINDOW_DAYS} days of delivery. Ask for the return from the
          order page in your account; once the shop or Haat approves it, the refund follows as described in
          our{' '}
          <Link to={paths.refundPolicy()} className="text-brand-700 underline">
            refund policy
          </Link>
          .
        </p>
        <p>Please send products back unused, with their tags and original packaging.</p>
      </InfoSection>
    </InfoPage>
  );
}
