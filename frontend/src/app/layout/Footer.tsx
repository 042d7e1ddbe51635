import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';

import { Logo } from '@/components/Logo';
import { NewsletterSignUp } from '@/features/info';
import { FooterDisclosure } from '@/features/info/disclosure';
import { common } from '@/lib/i18n';
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
  const t = common.useT();
  return (
    <div className="space-y-3">
      <h2 id="newsletter-title" className="text-sm font-semibold tracking-wider text-white">
        {t('footer.newsletter')}
      </h2>
      <p className="text-sm text-brand-100">{t('footer.newsletterOffer')}</p>
      <NewsletterSignUp labelledBy="newsletter-title" />
    </div>
  );
}

export function Footer() {
  const t = common.useT();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-800 pb-20 text-brand-50 sm:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm text-brand-100">{t('footer.tagline')}</p>
          <SocialIcons />
        </div>
        <FooterColumn title={t('footer.information')}>
          <FooterLink to={paths.shopLogin()}>{t('footer.sellerLogin')}</FooterLink>
          <FooterLink to={paths.account()}>{t('footer.myAccount')}</FooterLink>
          <FooterLink to={paths.contact()}>{t('footer.contact')}</FooterLink>
          <FooterText>{t('footer.news')}</FooterText>
          <FooterText>{t('footer.career')}</FooterText>
        </FooterColumn>
        <FooterColumn title={t('footer.additional')}>
          <FooterLink to={paths.privacyPolicy()}>{t('footer.privacy')}</FooterLink>
          <FooterLink to={paths.termsConditions()}>{t('footer.terms')}</FooterLink>
          <FooterLink to={paths.shippingReturn()}>{t('footer.shippingReturns')}</FooterLink>
          <FooterLink to={paths.refundPolicy()}>{t('footer.refundPolicy')}</FooterLink>
          <FooterLink to={paths.customerServices()}>{t('footer.customerServices')}</FooterLink>
          <FooterText>{t('footer.myCart')}</FooterText>
          <FooterText>{t('footer.ordersReturns')}</FooterText>
          <FooterText>{t('footer.help')}</FooterText>
        </FooterColumn>
        <NewsletterBox />
      </div>
      <div className="border-t border-brand-700">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-4 text-center text-xs leading-5 text-brand-200">
          {/* The e-commerce rules' disclosures: who runs Haat, customer care, the grievance officer. */}
          <FooterDisclosure />
          <p>
            {t('footer.copyright', {
              years:
                year > COPYRIGHT_FROM_YEAR ? `${COPYRIGHT_FROM_YEAR}–${year}` : String(COPYRIGHT_FROM_YEAR),
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
