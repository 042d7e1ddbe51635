import type { ReactNode } from 'react';

import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/store-info';

import { telHref } from '../disclosure/links';

// Email addresses and phone numbers as links, also inside a translated sentence: `<RichText>` hands
// each the words of its tag (the address or the number) as children.

const linkClass = 'text-brand-700 underline';

export function SupportEmailLink({ children }: { children?: ReactNode }) {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
      {children}
    </a>
  );
}

export function SupportPhoneLink({ children }: { children?: ReactNode }) {
  return (
    <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className={linkClass}>
      {children}
    </a>
  );
}

/** An email address the server gave (customer care's, the grievance officer's) as a link. */
export function MailtoLink({ address, children }: { address: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${address}`} className={linkClass}>
      {children}
    </a>
  );
}

/** A phone number the server gave as a link. */
export function TelLink({ number, children }: { number: string; children?: ReactNode }) {
  return (
    <a href={telHref(number)} className={linkClass}>
      {children}
    </a>
  );
}
