import { type ReactNode, useId } from 'react';

import { LOCALES, useLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';

import { info } from '../i18n';

/** A calendar day (`2026-11-22`) written out in the page's language: "22 November 2026". */
function writtenDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function InfoPage({
  title,
  updated,
  children,
}: {
  title: string;
  /** The calendar day the page last changed, `2026-11-22`. */
  updated?: string;
  children: ReactNode;
}) {
  const t = info.useT();
  const language = useLanguage();
  // The tab is named after the page, in the page's language ("Refund policy · Haat").
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      {updated && (
        <p className="mt-2 text-sm text-stone-500">
          {t('page.lastUpdated', { date: writtenDay(updated, LOCALES[language]) })}
        </p>
      )}
      <div className="mt-8 space-y-8 leading-relaxed text-stone-700">{children}</div>
    </article>
  );
}

/** A part of an information page, named by its heading (so it is a region screen readers list). */
export function InfoSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
