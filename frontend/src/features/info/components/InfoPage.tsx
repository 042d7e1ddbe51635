import type { ReactNode } from 'react';

export function InfoPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      {updated && <p className="mt-2 text-sm text-stone-500">Last updated {updated}</p>}
      <div className="mt-8 space-y-8 leading-relaxed text-stone-700">{children}</div>
    </article>
  );
}

export function InfoSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-stone-900">{heading}</h2>
      {children}
    </section>
  );
}
