import type { ReactNode } from 'react';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-800 hover:border-brand-400 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

/** The form's main button; while the request runs it says what is happening and cannot be pressed again. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = 'w-full',
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={`${primaryButtonClass} ${className}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
