import type { ReactNode } from 'react';

/** A form's failure that belongs to no single field, such as wrong credentials or a lost connection. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}

/** A confirmation that stays on the page, such as "check your email". */
export function FormNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      {title && <h2 className="mb-1 text-base font-semibold">{title}</h2>}
      {children}
    </div>
  );
}
