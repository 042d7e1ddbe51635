import type { ReactNode } from 'react';

import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/store-info';

// Haat's email address and phone number as links inside a translated sentence: `<RichText>` hands
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
