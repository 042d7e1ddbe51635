import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import type { WithdrawalDecision } from '@/api';
import { FormAlert, TextAreaField, applyServerError } from '@/components/form';
import { formatCount } from '@/lib/numbers';
import { z } from '@/lib/zod';

import { admin } from '../i18n';

const FOCUSABLE = 'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select, a[href]';

type ReasonDialogProps = {
  title: string;
  /** What happens, said above the field. */
  children: ReactNode;
  label: string;
  hint: string;
  limits: { min: number; max: number };
  confirmLabel: string;
  pendingLabel: string;
  /**
   * Sends the reason. A failure the server pins on `reason` is shown under the field and the
   * dialog stays open; the caller deals with any other (and closes the dialog) itself.
   */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
};

function ReasonForm({
  title,
  children,
  label,
  hint,
  limits,
  confirmLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const t = admin.useT();
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The messages are read when an error is, so they follow the page's language.
  const schema = z.object({
    reason: z
      .string()
      .trim()
      .min(limits.min, { error: () => admin.t('reason.tooShort', { min: limits.min }) })
      .max(limits.max, { error: () => admin.t('reason.tooLong', { max: formatCount(limits.max) }) }),
  }) satisfies z.ZodType<{ reason: NonNullable<WithdrawalDecision['reason']> }>;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const length = useWatch({ control, name: 'reason' }).trim().length;

  useEffect(() => setFocus('reason'), [setFocus]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!isSubmitting) onCancel();
      } else if (event.key === 'Tab' && dialog.current) {
        // Focus stays inside the dialog, going round from the last control to the first.
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
  }, [onCancel, isSubmitting]);

  const reasonField = register('reason');

  const submit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await onSubmit(reason);
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['reason'] }));
    }
  });

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div
        className="absolute inset-0 bg-black/40"
        onClick={isSubmitting ? undefined : onCancel}
        aria-hidden="true"
      />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="relative w-full max-w-md rounded-md bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-sm text-stone-600">
          {children}
        </div>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <FormAlert>{formError}</FormAlert>
          <TextAreaField
            label={label}
            rows={4}
            maxLength={limits.max}
            hint={`${hint} ${t('reason.count', { length: formatCount(length), max: formatCount(limits.max) })}`}
            error={errors.reason?.message}
            {...reasonField}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onCancel}
              disabled={isSubmitting}
              className="rounded-md border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-50"
            >
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {isSubmitting ? pendingLabel : confirmLabel}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

/**
 * Asks for a reason before something that cannot be undone (rejecting a withdrawal): the reason is
 * required, within `limits`, and checked before anything is sent. Focus starts in the field, stays
 * inside while open and returns where it was; Escape or the backdrop cancels (not while sending).
 */
export function ReasonDialog({ open, ...props }: ReasonDialogProps & { open: boolean }) {
  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    return () => previouslyFocused?.focus();
  }, [open]);
  // Mounted afresh each time, so a new question starts with an empty field.
  return open ? <ReasonForm {...props} /> : null;
}
