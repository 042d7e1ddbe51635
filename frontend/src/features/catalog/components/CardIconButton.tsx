import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

// What the product card's actions share: the round icon button and where their dialogs render.

/**
 * Dialogs opened from a card render at the end of the page: inside the card they would share
 * the stacking context of a grid that dims while it loads, and could sit under the sticky header.
 */
export const onTop = (dialog: ReactNode) => createPortal(dialog, document.body);

export function CardIconButton({
  label,
  onClick,
  disabled,
  tone = 'default',
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const hover = tone === 'danger' ? 'hover:bg-red-50 hover:text-red-700' : 'hover:text-brand-700';
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={`flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-stone-700 shadow-sm ring-1 ring-stone-200 disabled:cursor-wait disabled:opacity-60 ${hover}`}
    >
      {children}
    </button>
  );
}
