import { SUPPORT_EMAIL } from '@/lib/store-info';

import { InfoPage, InfoSection } from '../components/InfoPage';

export function PrivacyPolicyPage() {
  return (
    <InfoPage title="Privacy policy" updated="22 November 2026">
      <InfoSection heading="What we collect">
        <p>
          Your name, email address and password (stored only as a one-way hash); the phone number and
          addresses you give us for delivery; your orders, reviews and refund requests. Sellers also give us
          their shop&apos;s details, tax identifiers and payout account. If you subscribe to our newsletter or
          write to us through the contact form, we keep your email address and what you wrote.
        </p>
        <p>
          We never see or store card numbers or UPI PINs: online payments are handled by our payment provider,
          Razorpay, which tells us only whether a payment succeeded.
        </p>
      </InfoSection>
      <InfoSection heading="Why we use it">
        <p>
          To run your account, deliver your orders, process payments, refunds and seller payouts, prevent
          fraud, answer you when you write to us, and send the newsletter and its coupon to those who
          subscribed. We do not sell your personal data.
        </p>
      </InfoSection>
      <InfoSection heading="Who sees it">
        <p>
          The shop you buy from sees your name, phone number and delivery address for that order, so it can
          deliver it. Our payment provider and email provider process data on our behalf. We share data with
          authorities only when Indian law requires it.
        </p>
      </InfoSection>
      <InfoSection heading="Cookies and your browser">
        <p>
          We set one cookie to keep you signed in. Your cart and wishlist are kept in your own browser&apos;s
          storage and are not sent to us until you check out.
        </p>
      </InfoSection>
      <InfoSection heading="Your rights">
        <p>
          Under the Digital Personal Data Protection Act, 2023, you may ask to see, correct or erase your
          personal data, and withdraw consent. Write to our grievance officer at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand-700 underline">
            {SUPPORT_EMAIL}
          </a>
          ; we answer within 30 days. We keep order records as long as tax law requires.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
