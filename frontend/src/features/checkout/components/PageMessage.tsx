import type { ReactNode } from 'react';

/** A whole page that says one thing (sign in first, your cart is empty) and offers the way on. */
export function PageMessage({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-20">
      {icon}
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{title}</h1>
      <div className="mt-3 text-stone-600">{children}</div>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>
    </section>
  );
}
