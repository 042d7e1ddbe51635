import { type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE = 'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select, a[href]';

type FormDialogFrameProps = {
  title: string;
  /** What happens, said above the form. */
  description: ReactNode;
  /** While true (a request is on its way) Escape and the backdrop do nothing. */
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The frame of a dialog that asks for something before acting (a reason to reject, to cancel):
 * a titled, modal box over a dimmed page. Focus stays inside while it is open, going round from
 * the last control to the first; Escape or the backdrop cancels, except while `busy`. Render it
 * only while open (see `useFocusReturn`), so each question starts afresh.
 */
export function FormDialogFrame({ title, description, busy, onCancel, children }: FormDialogFrameProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!busy) onCancel();
      } else if (event.key === 'Tab' && dialog.current) {
        const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onCancel, busy]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div
        className="absolute inset-0 bg-black/40"
        onClick={busy ? undefined : onCancel}
        aria-hidden="true"
      />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="relative max-h-full w-full max-w-md overflow-y-auto rounded-md bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-sm text-stone-600">
          {description}
        </div>
        {children}
      </div>
    </div>
  );
}

/** Puts focus back where it was when a dialog opened, once it closes. */
export function useFocusReturn(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    return () => previouslyFocused?.focus();
  }, [open]);
}

/** The dialog's two buttons: Cancel, and the red action that cannot be undone. */
export function FormDialogButtons({
  cancelLabel,
  confirmLabel,
  pendingLabel,
  busy,
  onCancel,
}: {
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="rounded-md border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-50"
      >
        {cancelLabel}
      </button>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? pendingLabel : confirmLabel}
      </button>
    </div>
  );
}
