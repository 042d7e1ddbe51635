import { Link } from 'react-router';

import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { FREE_SHIPPING_FROM_RUPEES, RETURN_WINDOW_DAYS, SHIPPING_RATE_PERCENT } from '@/lib/shipping';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/store-info';

import { InfoPage, InfoSection } from '../components/InfoPage';
import { MIN_WITHDRAWAL_RUPEES, NEWSLETTER_COUPON } from '../facts';

const QUESTIONS = [
  {
    q: 'Where is my order?',
    a: 'Open your account, choose the order and follow its tracking page: every status change is listed with its time.',
  },
  {
    q: 'Can I pay cash on delivery?',
    a: 'Yes, on every order. Where online payment is offered at checkout, you can also pay through Razorpay by UPI, card or net banking.',
  },
  {
    q: 'What does shipping cost?',
    a: `Nothing when your cart comes to ${formatRupees(FREE_SHIPPING_FROM_RUPEES)} or more; below that, ${SHIPPING_RATE_PERCENT}% of the cart's value. Checkout shows the exact amount before you pay.`,
  },
  {
    q: 'How do I return something?',
    a: `Within ${RETURN_WINDOW_DAYS} days of delivery, request a refund from the order page in your account.`,
  },
  {
    q: 'How do I get the newsletter coupon?',
    a: `Subscribe with your email address at the foot of any page. We email you a coupon for ${NEWSLETTER_COUPON.percent}% off (at most ${formatRupees(NEWSLETTER_COUPON.maxRupees)} off), valid for ${NEWSLETTER_COUPON.validDays} days in every shop on Haat.`,
  },
  {
    q: 'How do I sell on Haat?',
    a: 'Create a shop, confirm your email, and add your products from the shop dashboard.',
  },
  {
    q: 'When do sellers get paid?',
    a: `When an order is delivered, the shop's balance is credited with what the buyer paid for its items, less Haat's commission. From the shop dashboard a seller can withdraw ${formatRupees(MIN_WITHDRAWAL_RUPEES)} or more to their bank account or UPI id; Haat reviews each request before paying it.`,
  },
];

export function CustomerServicesPage() {
  return (
    <InfoPage title="Customer services">
      <InfoSection heading="Talk to us">
        <p>
          Call{' '}
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className="text-brand-700 underline">
            {SUPPORT_PHONE}
          </a>{' '}
          or write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand-700 underline">
            {SUPPORT_EMAIL}
          </a>
          . Our phone line is open around the clock, and we reply to written messages within one working day.
          You can also use our{' '}
          <Link to={paths.contact()} className="text-brand-700 underline">
            contact form
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection heading="Common questions">
        <dl className="space-y-4">
          {QUESTIONS.map(({ q, a }) => (
            <div key={q}>
              <dt className="font-semibold text-stone-900">{q}</dt>
              <dd>{a}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection heading="Policies">
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <Link to={paths.shippingReturn()} className="text-brand-700 underline">
              Shipping &amp; returns
            </Link>
          </li>
          <li>
            <Link to={paths.refundPolicy()} className="text-brand-700 underline">
              Refund policy
            </Link>
          </li>
          <li>
            <Link to={paths.privacyPolicy()} className="text-brand-700 underline">
              Privacy policy
            </Link>
          </li>
          <li>
            <Link to={paths.termsConditions()} className="text-brand-700 underline">
              Terms &amp; conditions
            </Link>
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
