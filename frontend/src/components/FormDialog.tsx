import { type ReactNode, useId, useRef } from 'react';

import { cancelWith, modalClass, useModal } from './modal';

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
 * a titled, native modal <dialog> over a dimmed page (see `./modal`). Focus stays inside while it
 * is open and goes back to where it was once it closes; Escape or the backdrop cancels, except
 * while `busy`. Render it only while open, so each question starts afresh.
 */
export function FormDialogFrame({ title, description, busy, onCancel, children }: FormDialogFrameProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={cancelWith(onCancel, busy)}
      className={modalClass}
    >
      <div className="flex h-full items-end justify-center p-4 sm:items-center">
        <div
          className="absolute inset-0 bg-black/40"
          onClick={busy ? undefined : onCancel}
          aria-hidden="true"
        />
        <div className="relative max-h-full w-full max-w-md overflow-y-auto rounded-md bg-white p-6 shadow-xl">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          <div id={bodyId} className="mt-2 text-sm text-stone-600">
            {description}
          </div>
          {children}
        </div>
      </div>
    </dialog>
  );
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
