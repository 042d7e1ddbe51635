import { Link } from 'react-router';

import { paths } from '@/lib/paths';
import { RETURN_WINDOW_DAYS } from '@/lib/shipping';
import { SUPPORT_EMAIL } from '@/lib/store-info';

import { InfoPage, InfoSection } from '../components/InfoPage';

export function RefundPolicyPage() {
  return (
    <InfoPage title="Refund policy" updated="22 November 2026">
      <InfoSection heading="When you can ask for a refund">
        <p>
          Any delivered order can be refunded if you ask within {RETURN_WINDOW_DAYS} days of its delivery.
          Open the order in your account and choose to request a refund; its status becomes{' '}
          <em>Processing Refund</em>.
        </p>
      </InfoSection>
      <InfoSection heading="What happens next">
        <p>
          The shop (or Haat&apos;s team) checks the request and approves it, and the status becomes{' '}
          <em>Refund Success</em>. The products go back into the shop&apos;s stock.
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            Paid online: the amount is returned to the card, UPI account or bank you paid from, usually within
            5–7 working days of approval.
          </li>
          <li>
            Paid cash on delivery: our support team contacts you to send the amount to your bank account or
            UPI id.
          </li>
        </ul>
      </InfoSection>
      <InfoSection heading="Questions">
        <p>
          Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand-700 underline">
            {SUPPORT_EMAIL}
          </a>{' '}
          or use our{' '}
          <Link to={paths.contact()} className="text-brand-700 underline">
            contact form
          </Link>{' '}
          with your order number and we will help.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
