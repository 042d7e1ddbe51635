import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';

import { Logo } from '@/components/Logo';
import { NewsletterSignUp } from '@/features/info';
import { paths } from '@/lib/paths';
import { COPYRIGHT_FROM_YEAR } from '@/lib/store-info';

import { SocialIcons } from './SocialIcons';

/** A footer column: always open on wide screens, collapsible on phones (docs/product.md §4, the footer). */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white">
        <button
          type="button"
          className="flex w-full items-center justify-between py-2 md:pointer-events-none md:py-0"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {title}
          <ChevronDown
            className={`h-4 w-4 transition md:hidden ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      <ul
        id={listId}
        className={`mt-3 space-y-2 text-sm text-brand-100 ${open ? 'block' : 'hidden'} md:block`}
      >
        {children}
      </ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="hover:text-white hover:underline">
        {children}
      </Link>
    </li>
  );
}

/** Items the original lists as plain text, with no page behind them (docs/product.md §3). */
function FooterText({ children }: { children: ReactNode }) {
  return <li className="text-brand-200/80">{children}</li>;
}

function NewsletterBox() {
  return (
    <div className="space-y-3">
      <h2 id="newsletter-title" className="text-sm font-semibold tracking-wider text-white">
        NEWSLETTER
      </h2>
      <p className="text-sm text-brand-100">Subscribe and get a 20% off coupon for all items.</p>
      <NewsletterSignUp labelledBy="newsletter-title" />
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-800 pb-20 text-brand-50 sm:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm text-brand-100">
            More products on a smaller budget, with good quality: straight from India&apos;s makers and
            sellers.
          </p>
          <SocialIcons />
        </div>
        <FooterColumn title="INFORMATION">
          <FooterLink to={paths.shopLogin()}>login seller</FooterLink>
          <FooterLink to={paths.account()}>my account</FooterLink>
          <FooterLink to={paths.contact()}>Contact Us</FooterLink>
          <FooterText>latest news</FooterText>
          <FooterText>career</FooterText>
        </FooterColumn>
        <FooterColumn title="Additional">
          <FooterLink to={paths.privacyPolicy()}>Privacy policy</FooterLink>
          <FooterLink to={paths.termsConditions()}>Terms &amp; conditions</FooterLink>
          <FooterLink to={paths.shippingReturn()}>Shipping &amp; returns</FooterLink>
          <FooterLink to={paths.refundPolicy()}>Refund policy</FooterLink>
          <FooterLink to={paths.customerServices()}>Customer services</FooterLink>
          <FooterText>My cart</FooterText>
          <FooterText>Orders and returns</FooterText>
          <FooterText>help &amp; FAQs</FooterText>
        </FooterColumn>
        <NewsletterBox />
      </div>
      <div className="border-t border-brand-700">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-brand-200">
          Copyright © {COPYRIGHT_FROM_YEAR}
          {year > COPYRIGHT_FROM_YEAR ? `–${year}` : ''} Haat. All rights reserved. Prices in Indian rupees.
        </p>
      </div>
    </footer>
  );
}
