import { type ReactNode, useEffect, useId, useRef } from 'react';

import { common } from '@/lib/i18n';

import { cancelWith, modalClass, useModal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before something that cannot be undone (deleting an address, a product). A native modal
 * <dialog> (see `./modal`): focus starts on Cancel, stays inside while open and returns where it
 * was; Escape or the backdrop cancels.
 */
export function ConfirmDialog({ open, ...props }: ConfirmDialogProps) {
  // Mounted only while open, so the dialog is shown as it mounts and closed as it goes.
  return open ? <ConfirmBox {...props} /> : null;
}

function ConfirmBox({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'open'>) {
  const t = common.useT();
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useModal(dialog);

  useEffect(() => cancelButton.current?.focus(), []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={cancelWith(onCancel)}
      className={modalClass}
    >
      <div className="flex h-full items-end justify-center p-4 sm:items-center">
        <div className="absolute inset-0 bg-black/40" onClick={onCancel} aria-hidden="true" />
        <div className="relative w-full max-w-sm rounded-md bg-white p-6 shadow-xl">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {children && (
            <div id={bodyId} className="mt-2 text-sm text-stone-600">
              {children}
            </div>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <button
              ref={cancelButton}
              type="button"
              onClick={onCancel}
              className="rounded-md border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-50"
            >
              {cancelLabel ?? t('confirm.cancel')}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
