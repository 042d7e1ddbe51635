import { Link } from 'react-router';

import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { FREE_SHIPPING_FROM_RUPEES, SHIPPING_RATE_PERCENT } from '@/lib/shipping';

import { InfoPage, InfoSection } from '../components/InfoPage';
import { MIN_WITHDRAWAL_RUPEES, NEWSLETTER_COUPON } from '../facts';

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
          confirmation. You can pay cash on delivery, or online through our payment provider Razorpay where
          checkout offers it; an online order that is not paid within 30 minutes is cancelled and its stock
          released. Shipping is free when your cart comes to {formatRupees(FREE_SHIPPING_FROM_RUPEES)} or
          more; below that it is {SHIPPING_RATE_PERCENT}% of the cart&apos;s value.
        </p>
      </InfoSection>
      <InfoSection heading="Coupons">
        <p>
          A shop&apos;s coupon applies only to that shop&apos;s eligible products. The newsletter coupon is
          Haat&apos;s own: {NEWSLETTER_COUPON.percent}% off in every shop, at most{' '}
          {formatRupees(NEWSLETTER_COUPON.maxRupees)} off, valid for {NEWSLETTER_COUPON.validDays} days from
          when it is sent; Haat, not the shop, pays for the discount.
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
          their prices and dispatch promptly.
        </p>
        <p>
          When an order is delivered, the shop&apos;s balance is credited with what the buyer paid for its
          items, less Haat&apos;s commission at the rate in force when the order was placed; a refund reverses
          that credit. A seller may ask to withdraw {formatRupees(MIN_WITHDRAWAL_RUPEES)} or more, up to the
          available balance, to the bank account or UPI id on their shop. Haat reviews every request and
          either pays it or rejects it with a reason, in which case the amount returns to the balance.
        </p>
      </InfoSection>
      <InfoSection heading="Law">
        <p>These terms are governed by the laws of India.</p>
      </InfoSection>
    </InfoPage>
  );
}
