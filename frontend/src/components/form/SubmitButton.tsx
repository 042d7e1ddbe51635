import type { ReactNode } from 'react';

import { primaryButtonClass } from '../buttons';

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
