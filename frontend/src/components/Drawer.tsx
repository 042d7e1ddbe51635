import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

import { common } from '@/lib/i18n';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right' | 'top';
  children: ReactNode;
};

/** A modal panel: Escape or the backdrop closes it, focus moves in on open and back on close. */
export function Drawer({ open, onClose, title, side = 'right', children }: DrawerProps) {
  const t = common.useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  const placement = {
    right: 'right-0 top-0 h-full w-full max-w-md',
    left: 'left-0 top-0 h-full w-full max-w-xs',
    top: 'left-0 top-0 w-full max-h-[90vh]',
  }[side];

  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`absolute flex flex-col overflow-y-auto bg-white shadow-xl outline-none ${placement}`}
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            aria-label={t('drawer.close', { title: title.toLowerCase() })}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
