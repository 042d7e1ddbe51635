import type { ContactBody, NewsletterBody } from '@/api';
import { z } from '@/lib/zod';

import { info } from './i18n';
import { newsletter } from './newsletter/i18n';

// The newsletter and contact-form rules of docs/admin.md ("Newsletter and contact"), the same as
// the server's, so a form the browser accepts is one the server accepts. Lengths count
// characters, as the server does, not UTF-16 units. Messages are read when a field fails, so
// they are in the page's language at that moment.

export const CONTACT_LIMITS = {
  name: { min: 1, max: 100 },
  subject: 150,
  message: { min: 10, max: 5000 },
} as const;

const EMAIL_MAX = 254;

/** Characters, as the server counts them. */
export const chars = (value: string) => Array.from(value).length;

/**
 * The WHATWG rule of `<input type="email">`, plus a dot in the domain (the server's rule). The
 * auth feature holds the same rule for its forms; features do not import each other.
 */
export function isValidEmail(raw: string): boolean {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX) return false;
  const at = email.indexOf('@');
  if (at < 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const localOk = local.length >= 1 && local.length <= 64 && /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local);
  const labelOk = (label: string) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label);
  return localOk && domain.includes('.') && domain.split('.').every(labelOk);
}

const email = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: newsletter.t('form.emailRequired') });
    else if (!isValidEmail(value))
      ctx.addIssue({ code: 'custom', message: newsletter.t('form.emailInvalid') });
  });

export const newsletterSchema = z.object({ email }) satisfies z.ZodType<NewsletterBody>;
export type NewsletterValues = z.input<typeof newsletterSchema>;

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const length = chars(value);
      if (length < CONTACT_LIMITS.name.min)
        ctx.addIssue({ code: 'custom', message: info.t('contactForm.nameRequired') });
      else if (length > CONTACT_LIMITS.name.max)
        ctx.addIssue({
          code: 'custom',
          message: info.t('contactForm.nameTooLong', { max: CONTACT_LIMITS.name.max }),
        });
    }),
  email,
  // Optional: an empty subject is sent as null.
  subject: z
    .string()
    .trim()
    .refine((value) => chars(value) <= CONTACT_LIMITS.subject, {
      error: () => info.t('contactForm.subjectTooLong', { max: CONTACT_LIMITS.subject }),
    })
    .transform((value) => (value === '' ? null : value)),
  message: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const length = chars(value);
      if (length === 0) ctx.addIssue({ code: 'custom', message: info.t('contactForm.messageRequired') });
      else if (length < CONTACT_LIMITS.message.min)
        ctx.addIssue({
          code: 'custom',
          message: info.t('contactForm.messageTooShort', { min: CONTACT_LIMITS.message.min }),
        });
      else if (length > CONTACT_LIMITS.message.max)
        ctx.addIssue({
          code: 'custom',
          message: info.t('contactForm.messageTooLong', { max: CONTACT_LIMITS.message.max }),
        });
    }),
}) satisfies z.ZodType<ContactBody>;
export type ContactValues = z.input<typeof contactSchema>;
