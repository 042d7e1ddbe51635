import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

import { common } from '@/lib/i18n';

import { cancelWith, modalClass, useModal } from './modal';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right' | 'top';
  children: ReactNode;
};

/**
 * A modal panel, a native <dialog> (see `./modal`): the focus moves in on open, stays inside while
 * open and goes back on close; Escape or the backdrop closes it.
 */
export function Drawer({ open, ...props }: DrawerProps) {
  // Mounted only while open, so the dialog is shown as it mounts and closed as it goes.
  return open ? <DrawerPanel {...props} /> : null;
}

function DrawerPanel({ onClose, title, side = 'right', children }: Omit<DrawerProps, 'open'>) {
  const t = common.useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(dialog);

  useEffect(() => {
    panel.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const placement = {
    right: 'right-0 top-0 h-full w-full max-w-md',
    left: 'left-0 top-0 h-full w-full max-w-xs',
    top: 'left-0 top-0 w-full max-h-[90vh]',
  }[side];

  return (
    <dialog ref={dialog} aria-labelledby={titleId} onCancel={cancelWith(onClose)} className={modalClass}>
      <div className="absolute inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
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
    </dialog>
  );
}
