import { Link } from 'react-router';

import { paths } from '@/lib/paths';
import { RETURN_WINDOW_DAYS } from '@/lib/shipping';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/store-info';

import { InfoPage, InfoSection } from '../components/InfoPage';

const QUESTIONS = [
  {
    q: 'Where is my order?',
    a: 'Open your account, choose the order and follow its tracking page: every status change is listed with its time.',
  },
  {
    q: 'Can I pay cash on delivery?',
    a: 'Yes, on every order. You can also pay online by UPI, card or net banking.',
  },
  {
    q: 'How do I return something?',
    a: `Within ${RETURN_WINDOW_DAYS} days of delivery, request a refund from the order page in your account.`,
  },
  {
    q: 'How do I sell on Haat?',
    a: 'Create a shop, confirm your email, and add your products from the shop dashboard.',
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
          . We answer around the clock.
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
